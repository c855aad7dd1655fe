import re
for i in range(600):
    assert re.match(f'x{i}y', f'x{i}y')
print(re.purge())
print(re.match('a+', 'aaa').span())
p1 = re.compile('ab+')
re.purge()
p2 = re.compile('ab+')
print(p1 == p2, p1.search('xabbb'), p2.search('xabbb'))
print(re.findall(r'\d', 'a1b2'), re.findall(r'\d', 'c3'))

# ---- expected stdout ----
# None
# (0, 3)
# True <re.Match object; span=(1, 5), match='abbb'> <re.Match object; span=(1, 5), match='abbb'>
# ['1', '2'] ['3']
