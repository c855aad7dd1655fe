# getattr reached through functools.partial, map, operator and reduce (CVE-2025-5120 style).
# ---- step ----
import functools, operator
def target():
    return 1
p = functools.partial(getattr, target)
p
# ---- step ----
p("__globals__")
# ---- step ----
list(map(getattr, [target], ["__globals__"]))
# ---- step ----
operator.attrgetter("__code__")(target)
# ---- step ----
operator.methodcaller("__getattribute__", "__globals__")(target)
# ---- step ----
functools.reduce(getattr, ["__class__", "__base__", "__subclasses__"], ())
# ---- step ----
sorted([target], key=operator.attrgetter("__closure__"))
# ---- step ----
getattr(getattr, "__self__")
# ---- expected ----
# {"ok": true, "logs": ""}
# {"ok": false, "error": {"type": "AttributeError", "message": "Forbidden access to dunder attribute: __globals__"}}
# {"ok": false, "error": {"type": "AttributeError", "message": "Forbidden access to dunder attribute: __globals__"}}
# {"ok": false, "error": {"type": "AttributeError", "message": "Forbidden access to dunder attribute: __code__"}}
# {"ok": false, "error": {"type": "AttributeError", "message": "Forbidden access to dunder attribute: __getattribute__"}}
# {"ok": false, "error": {"type": "AttributeError", "message": "Forbidden access to dunder attribute: __subclasses__"}}
# {"ok": false, "error": {"type": "AttributeError", "message": "Forbidden access to dunder attribute: __closure__"}}
# {"ok": false, "error": {"type": "AttributeError", "message": "'builtin_function_or_method' object has no attribute '__self__'"}}
