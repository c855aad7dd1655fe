# Dunder writes (CVE-2026-4963 style): augmented assignment, setattr, hasattr.
# (`__class__` is readable here, so R capturing it in step 2 reaches nothing new; a blocked
# dunder fails on the read, before any __radd__ runs: last step.)
# ---- step ----
captured = []
class R:
    def __radd__(self, other):
        captured.append(other)
        return other
class B:
    pass
b = B()
def fn():
    return 0
# ---- step ----
b.__class__ += R()
# ---- step ----
setattr(b, "__class__", R)
# ---- step ----
fn.__code__ = (lambda: 1).__code__
# ---- step ----
B.__getattribute__ = lambda self, name: 1
# ---- step ----
hasattr(fn, "__globals__"), captured
# ---- step ----
setattr(fn, "__globals__", {})
# ---- step ----
fn.__globals__ += R()
# ---- expected ----
# {"ok": true, "logs": ""}
# {"ok": false, "error": {"type": "AttributeError", "message": "cannot set '__class__' attribute of 'B' object"}}
# {"ok": false, "error": {"type": "AttributeError", "message": "cannot set '__class__' attribute of 'B' object"}}
# {"ok": false, "error": {"type": "AttributeError", "message": "Forbidden access to dunder attribute: __code__"}}
# {"ok": false, "error": {"type": "AttributeError", "message": "Forbidden access to dunder attribute: __getattribute__"}}
# {"ok": true, "output_repr": "(False, [<class '__main__.B'>])", "logs": ""}
# {"ok": false, "error": {"type": "AttributeError", "message": "Forbidden access to dunder attribute: __globals__"}}
# {"ok": false, "error": {"type": "AttributeError", "message": "Forbidden access to dunder attribute: __globals__"}}
