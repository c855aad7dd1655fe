import re
m = re.match(r'(a)(?P<n>b)?', 'a')
for g in [0, 1, 2, 'n', 3, -1, 'x', 1.0, True, 2**70]:
    try:
        print(repr(g), repr(m.group(g)))
    except IndexError as e:
        print(repr(g), 'IndexError:', e)
for f in (m.start, m.end, m.span):
    try:
        f(5)
    except IndexError as e:
        print(f.__name__, 'IndexError:', e)
try:
    m['zz']
except IndexError as e:
    print('getitem IndexError:', e)
m.group(7)

# ---- expected stdout ----
# 0 'a'
# 1 'a'
# 2 None
# 'n' None
# 3 IndexError: no such group
# -1 IndexError: no such group
# 'x' IndexError: no such group
# 1.0 IndexError: no such group
# True 'a'
# 1180591620717411303424 IndexError: no such group
# start IndexError: no such group
# end IndexError: no such group
# span IndexError: no such group
# getitem IndexError: no such group
# ---- expected exception ----
# IndexError: no such group
