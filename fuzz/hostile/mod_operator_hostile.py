import operator
f = operator.attrgetter('a' + '.a' * 100000)
class A: pass
a = A()
a.a = a
try:
    print(f(a) is a)
except Exception as e:
    print(type(e).__name__)
g = operator.itemgetter(*range(10**5))
try:
    print(len(g(list(range(10**5)))))
except Exception as e:
    print(type(e).__name__)
m = operator.methodcaller('__len__')
print(m([1, 2]))
try:
    operator.methodcaller()
except TypeError:
    print("TypeError")
x = []
x.append(x)
try:
    print(operator.eq(x, x), operator.lt(x, [[x]]))
except RecursionError:
    print("RecursionError")
try:
    operator.index(1.5)
except TypeError:
    print("TypeError")
print(operator.concat([1], [2]), operator.mul('a', 3))
try:
    operator.mul('a', 10**12)
except MemoryError:
    print("MemoryError")
