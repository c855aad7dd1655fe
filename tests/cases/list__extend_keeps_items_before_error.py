# list.extend, += and deque.extend keep what the iterable produced before it failed.
import collections

class Boom(Exception):
    pass

def gen(n, fail_at):
    for i in range(n):
        if i == fail_at:
            raise Boom(i)
        yield i

l = [1, 2]
try:
    l.extend(gen(5, 3))
except Boom as e:
    print('Boom', e)
print(l)

l = [1, 2]
try:
    l += gen(5, 2)
except Boom as e:
    print('Boom', e)
print(l)

d = collections.deque([1, 2], maxlen=3)
try:
    d.extend(gen(6, 4))
except Boom:
    pass
print(list(d))

d = collections.deque(maxlen=2)
d.extend(range(100000))
print(list(d))

# ---- expected stdout ----
# Boom 3
# [1, 2, 0, 1, 2]
# Boom 2
# [1, 2, 0, 1]
# [1, 2, 3]
# [99998, 99999]
