class X: pass
class Y: pass
class A(X, Y): pass
class B(Y, X): pass
try:
    class C(A, B): pass
except TypeError as e:
    print(type(e).__name__, "consistent method resolution" in str(e))
class D(A, X): pass
print([k.__name__ for k in D.__mro__])

# ---- expected stdout ----
# TypeError True
# ['D', 'A', 'X', 'Y', 'object']
