import collections
d = collections.deque(maxlen=3)
for i in range(10): d.append(i)
print(d)
d = collections.deque(range(10))
try:
    for x in d:
        d.append(x)
except RuntimeError as e:
    print("RuntimeError")
d = collections.deque()
d.append(d)
print(d)
try:
    collections.deque(range(10), maxlen=-1)
except ValueError:
    print("ValueError")
d = collections.deque([1, 2, 3])
d.rotate(10**18)
print(d)
d.rotate(-10**18)
print(d)
try:
    d.rotate(10**100)
except (OverflowError, TypeError) as e:
    print(type(e).__name__)
try:
    d * 10**12
except (MemoryError, OverflowError) as e:
    print(type(e).__name__)
c = collections.Counter('abracadabra')
print(c.most_common(2))
try:
    list(collections.Counter({'a': 10**12}).elements())
except MemoryError:
    print("MemoryError")
od = collections.OrderedDict.fromkeys('abc')
for k in od:
    try:
        od.move_to_end(k)
    except RuntimeError:
        print("RuntimeError")
        break
dd = collections.defaultdict(lambda: dd[0])
try:
    dd[1]
except RecursionError:
    print("RecursionError")
dd = collections.defaultdict(list)
dd[1].append(dd)
print(len(repr(dd)) > 0)
Point = collections.namedtuple('Point', 'x y')
try:
    collections.namedtuple('P', ['a'] * 3)
except ValueError:
    print("ValueError")
try:
    collections.namedtuple('P' * 100000, ['x' + str(i) for i in range(10**4)])
    print("ok")
except Exception as e:
    print(type(e).__name__)
cm = collections.ChainMap({})
for _ in range(10**5):
    cm = collections.ChainMap({}, cm)
try:
    print(cm.get(1))
except RecursionError:
    print("RecursionError")
