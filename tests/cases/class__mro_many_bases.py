# C3 linearisation over many bases and diamonds gives CPython's order (and its errors).
bases = [type('B%d' % i, (object,), {}) for i in range(300)]
C = type('C', tuple(bases), {})
print(len(C.__mro__), C.__mro__[1].__name__, C.__mro__[-2].__name__, C.__mro__[-1].__name__)

class A: pass
class B(A): pass
class X(A): pass
class D(B, X): pass
class E(X, B): pass
print([k.__name__ for k in D.__mro__])
print([k.__name__ for k in E.__mro__])

class F(D, X): pass
print([k.__name__ for k in F.__mro__])
try:
    class G(D, E): pass
except TypeError as e:
    print(e)

chain = [object]
for i in range(50):
    chain.append(type('L%d' % i, (chain[-1],), {}))
M = type('M', (chain[-1], chain[10], chain[3]), {})
print(len(M.__mro__), M.__mro__[1].__name__)
try:
    type('N', (chain[3], chain[10]), {})
except TypeError as e:
    print(e)

# ---- expected stdout ----
# 302 B0 B299 object
# ['D', 'B', 'X', 'A', 'object']
# ['E', 'X', 'B', 'A', 'object']
# ['F', 'D', 'B', 'X', 'A', 'object']
# Cannot create a consistent method resolution
# order (MRO) for bases B, X
# 52 L49
# Cannot create a consistent method resolution
# order (MRO) for bases L2, L9
