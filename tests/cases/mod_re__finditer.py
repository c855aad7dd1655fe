import re
it = re.finditer(r'(\d+)([a-z]?)', '10a 20 30b')
print(type(it).__name__)
for m in it:
    print(m, m.group(1), m.group(2), m.span(), m.pos, m.endpos)
print(list(re.finditer('x', 'abc')))
print([m.span() for m in re.finditer(r'x*', 'abxd')])
print([m.group() for m in re.finditer(r'\w+', 'héllo wörld — ok')])
print([m.span() for m in re.finditer(r'\w+', 'héllo wörld — ok')])
p = re.compile(r'\d')
print([m.start() for m in p.finditer('1a2b3c4', 2, 5)])
it = re.finditer('a', 'aa')
print(next(it).span(), next(it).span(), next(it, 'done'))

# ---- expected stdout ----
# callable_iterator
# <re.Match object; span=(0, 3), match='10a'> 10 a (0, 3) 0 10
# <re.Match object; span=(4, 6), match='20'> 20  (4, 6) 0 10
# <re.Match object; span=(7, 10), match='30b'> 30 b (7, 10) 0 10
# []
# [(0, 0), (1, 1), (2, 3), (3, 3), (4, 4)]
# ['héllo', 'wörld', 'ok']
# [(0, 5), (6, 11), (14, 16)]
# [2, 4]
# (0, 1) (1, 2) done
