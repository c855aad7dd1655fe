import copy
import functools

p = functools.partial(sorted, [3, 1, 2], reverse=True)
p2 = copy.copy(p)
p3 = copy.deepcopy(p)
print(p2(), p3(), p2.args[0] is p.args[0], p3.args[0] is p.args[0])

@functools.lru_cache
def sq(x):
    return x * x

print(copy.copy(sq) is sq, copy.deepcopy(sq) is sq)

# ---- expected stdout ----
# [3, 2, 1] [3, 2, 1] True False
# True True
