# Frames through generators, stashed in one step and walked in the next.
# ---- step ----
def numbers():
    yield 1
    yield 2
g = numbers()
next(g)
# ---- step ----
g.gi_frame
# ---- step ----
getattr(g, "gi_" + "frame").f_back.f_globals
# ---- step ----
g.gi_code.co_code
# ---- step ----
g.gi_yieldfrom
# ---- step ----
[x for x in g], next(numbers())
# ---- expected ----
# {"ok": true, "output_repr": "1", "logs": ""}
# {"ok": false, "error": {"type": "AttributeError", "message": "Forbidden access to attribute: gi_frame"}}
# {"ok": false, "error": {"type": "AttributeError", "message": "Forbidden access to attribute: gi_frame"}}
# {"ok": false, "error": {"type": "AttributeError", "message": "Forbidden access to attribute: gi_code"}}
# {"ok": false, "error": {"type": "AttributeError", "message": "Forbidden access to attribute: gi_yieldfrom"}}
# {"ok": true, "output_repr": "([2], 1)", "logs": ""}
