# Keys whose hashes all collide (multiples of the hash modulus 2**61 - 1) still give
# CPython's results and iteration order in sets and dicts, through growth, copies,
# removals and comparisons.
M = 2**61 - 1
keys = [i * M for i in range(1, 700)] + [-i * M for i in range(1, 50)]
d = dict.fromkeys(keys, 0)
s = set(keys)
print(len(d), len(s), hash(keys[5]) == hash(keys[9]) == 0)
print([k // M for k in list(s)[:8]], [k // M for k in list(s)[-5:]])
for k in keys[::3]:
    s.discard(k)
    del d[k]
print(len(d), len(s), [k // M for k in list(s)[:6]])
t = set(s)
u = s | {0, M * 5000}
print(t == s, d == dict(d), len(u), sorted(u)[:3] == sorted(s | {0})[:3])
f = frozenset(keys)
print(f == frozenset(reversed(keys)), (M * 3) in f, (M * 3000) in f)
print([k // M for k in list(frozenset(keys[:40]))[:10]])

# ---- expected stdout ----
# 748 748 True
# [1, 2, 5, 3, 4, 6, 7, 8] [540, 541, 542, 543, 544]
# 498 498 [2, 5, 3, 6, 8, 9]
# True True 500 True
# True True False
# [1, 2, 5, 3, 4, 6, 7, 8, 9, 10]
