import re
p = re.compile(r'(?P<key>\w+)=(?P<val>\d+)(x)?', re.M)
print(p.pattern, p.flags, p.groups, p.groupindex)
print(re.compile(b'ab').pattern, re.compile('a').groupindex)
print(p.search('a b=12').groups())
print(p.match('b=12').span(), p.match(' b=12'), p.match(' b=12', 1))
print(p.fullmatch('b=12x'), p.fullmatch('b=12xy'), p.fullmatch('b=12xy', 0, 5))
print(p.findall('a=1 b=2x'), p.sub(r'\g<val>=\g<key>', 'a=1 b=2'))
print(p.split('a=1;b=2'), p.subn('-', 'a=1 b=2'))
m = p.search('zz k=7')
print(m.re is p, m.string, m.pos, m.endpos)
print(re.compile('a') == re.compile('a'), re.compile('a') == re.compile('a', re.I), re.compile('a') != 'a')
print(hash(re.compile('ab')) == hash(re.compile('ab')))
print(re.compile(re.compile('x')).pattern)

# ---- expected stdout ----
# (?P<key>\w+)=(?P<val>\d+)(x)? 40 3 {'key': 1, 'val': 2}
# b'ab' {}
# ('b', '12', None)
# (0, 4) None <re.Match object; span=(1, 5), match='b=12'>
# <re.Match object; span=(0, 5), match='b=12x'> None <re.Match object; span=(0, 5), match='b=12x'>
# [('a', '1', ''), ('b', '2', 'x')] 1=a 2=b
# ['', 'a', '1', None, ';', 'b', '2', None, ''] ('- -', 2)
# True zz k=7 0 6
# True False True
# True
# x
