# Dunder methods called directly (CVE-2025-9959 style) are refused like attribute reads.
# ---- step ----
class A:
    pass
def fn():
    return 0
a = A()
# ---- step ----
"s".__dir__()
# ---- step ----
fn.__getattribute__("__globals__")
# ---- step ----
type.__getattribute__(A, "__bases__")[0].__subclasses__()
# ---- step ----
object.__getattribute__(fn, "__globals__")
# ---- step ----
().__class__.__base__.__subclasses__()
# ---- step ----
a.__reduce_ex__(2)
# ---- step ----
A.__subclasses__()
# ---- expected ----
# {"ok": true, "logs": ""}
# {"ok": false, "error": {"type": "AttributeError", "message": "'str' object has no attribute '__dir__'"}}
# {"ok": false, "error": {"type": "AttributeError", "message": "Forbidden access to dunder attribute: __getattribute__"}}
# {"ok": false, "error": {"type": "AttributeError", "message": "Forbidden access to dunder attribute: __getattribute__"}}
# {"ok": false, "error": {"type": "AttributeError", "message": "Forbidden access to dunder attribute: __getattribute__"}}
# {"ok": false, "error": {"type": "AttributeError", "message": "Forbidden access to dunder attribute: __subclasses__"}}
# {"ok": false, "error": {"type": "AttributeError", "message": "Forbidden access to dunder attribute: __reduce_ex__"}}
# {"ok": false, "error": {"type": "AttributeError", "message": "Forbidden access to dunder attribute: __subclasses__"}}
