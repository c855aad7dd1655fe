import uuid

a = uuid.UUID(int=5)
b = uuid.UUID(int=3)
c = uuid.UUID('00000000-0000-0000-0000-000000000005')
print(a == c, a != b, a == 5, a > b, a >= c, b < a, b <= a)
print(sorted([a, b, c]))
print(hash(a) == hash(c), hash(a) == hash(5))
d = {a: 'five', b: 'three'}
print(d[c], len({a, b, c}))
try:
    a < 5
except TypeError as e:
    print('TypeError:', e)
print(max([a, b]), min([a, b]))

# ---- expected stdout ----
# True True False True True True True
# [UUID('00000000-0000-0000-0000-000000000003'), UUID('00000000-0000-0000-0000-000000000005'), UUID('00000000-0000-0000-0000-000000000005')]
# True True
# five 2
# TypeError: '<' not supported between instances of 'UUID' and 'int'
# 00000000-0000-0000-0000-000000000005 00000000-0000-0000-0000-000000000003
