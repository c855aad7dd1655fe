# Step 1 stashes a closure, a generator and an instance; later steps dig into them.
# Every digging step must fail as if the attribute did not exist.
# ---- step ----
def outer():
    secret = 42
    def inner():
        return secret
    return inner
f = outer()
g = (i for i in range(3))
class C:
    def method(self):
        return 1
c = C()
# ---- step ----
f.__globals__
# ---- step ----
f.__closure__[0].cell_contents
# ---- step ----
f.__code__.co_consts
# ---- step ----
getattr(f, "__built" + "ins__")
# ---- step ----
c.method.__func__.__globals__
# ---- step ----
c.method.__self__.__init__.__globals__
# ---- step ----
f.__get__(c)
# ---- expected ----
# {"ok": true, "logs": ""}
# {"ok": false, "error": {"type": "AttributeError", "message": "Forbidden access to dunder attribute: __globals__"}}
# {"ok": false, "error": {"type": "AttributeError", "message": "Forbidden access to dunder attribute: __closure__"}}
# {"ok": false, "error": {"type": "AttributeError", "message": "Forbidden access to dunder attribute: __code__"}}
# {"ok": false, "error": {"type": "AttributeError", "message": "Forbidden access to dunder attribute: __builtins__"}}
# {"ok": false, "error": {"type": "AttributeError", "message": "Forbidden access to dunder attribute: __globals__"}}
# {"ok": false, "error": {"type": "AttributeError", "message": "Forbidden access to dunder attribute: __globals__"}}
# {"ok": false, "error": {"type": "AttributeError", "message": "'function' object has no attribute '__get__'"}}
