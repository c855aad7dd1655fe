class B:
    def __init_subclass__(cls, **kw):
        class X(cls):
            pass
try:
    class C(B):
        pass
except RecursionError:
    print("RecursionError")
