import re
p = re.compile(r'\w+')
s = 'héllo wörld abc'
for pos, endpos in [(0, 100), (2, 9), (-5, 3), (7, 7), (9, 2)]:
    m = p.search(s, pos, endpos)
    print(pos, endpos, m, m and (m.pos, m.endpos))
    print(' ', p.findall(s, pos, endpos), p.match(s, pos, endpos), p.fullmatch(s, pos, endpos))
print(p.search(s, endpos=4), p.search(s, pos=12))
print(re.compile(r'(?<=a)b').search('ab', 1))
print(re.compile(r'\bb').search('ab', 1))
print(re.compile('$').search('abc', 0, 2).span())

# ---- expected stdout ----
# 0 100 <re.Match object; span=(0, 5), match='héllo'> (0, 15)
#   ['héllo', 'wörld', 'abc'] <re.Match object; span=(0, 5), match='héllo'> None
# 2 9 <re.Match object; span=(2, 5), match='llo'> (2, 9)
#   ['llo', 'wör'] <re.Match object; span=(2, 5), match='llo'> None
# -5 3 <re.Match object; span=(0, 3), match='hél'> (0, 3)
#   ['hél'] <re.Match object; span=(0, 3), match='hél'> <re.Match object; span=(0, 3), match='hél'>
# 7 7 None None
#   [] None None
# 9 2 None None
#   [] None None
# <re.Match object; span=(0, 4), match='héll'> <re.Match object; span=(12, 15), match='abc'>
# <re.Match object; span=(1, 2), match='b'>
# None
# (2, 2)
