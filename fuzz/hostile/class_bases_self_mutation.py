class A: pass
class B(A): pass
try:
    A.__bases__ = (B,)
except (TypeError, AttributeError) as e:
    print(type(e).__name__)
