import re
print(re.search(r'\d+', 'abc 123 def 45'))
print(re.match(r'\d+', 'abc 123'))
print(re.match(r'[a-z]+', 'abc 123'))
print(re.fullmatch(r'[a-z]+', 'abc'))
print(re.fullmatch(r'[a-z]+', 'abc1'))
print(re.fullmatch('a|ab', 'ab'))
print(re.fullmatch(r'(?:a|ab)(?:c|bcd)', 'abcd'))
print(re.search('x', 'abc'))
print(re.search('', 'abc'))
print(re.match(r'\d+$', '123\n'), re.fullmatch(r'\d+', '123\n'))
print(bool(re.search('b', 'abc')), bool(re.search('z', 'abc')))
m = re.search(r'é(.)', 'xxéyz')
print(m.span(), m.span(1), m.start(), m.end(1))

# ---- expected stdout ----
# <re.Match object; span=(4, 7), match='123'>
# None
# <re.Match object; span=(0, 3), match='abc'>
# <re.Match object; span=(0, 3), match='abc'>
# None
# <re.Match object; span=(0, 2), match='ab'>
# <re.Match object; span=(0, 4), match='abcd'>
# None
# <re.Match object; span=(0, 0), match=''>
# <re.Match object; span=(0, 3), match='123'> None
# True False
# (2, 4) (3, 4) 2 4
