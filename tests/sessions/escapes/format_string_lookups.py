# str.format / format_map / f-string attribute lookups follow the attribute policy.
# ---- step ----
class Config:
    def __init__(self):
        self.name = "cfg"
def helper():
    return 0
cfg = Config()
"{0.name} {0.__class__.__name__}".format(cfg)
# ---- step ----
"{0.__globals__}".format(helper)
# ---- step ----
"{0.__init__.__globals__[helper]}".format(cfg)
# ---- step ----
"{x.__class__.__base__.__subclasses__}".format_map({"x": cfg})
# ---- step ----
f"{cfg.__init__.__globals__}"
# ---- step ----
"{.__class__.__mro__[1].__subclasses__}".format(())
# ---- step ----
"%(name)s" % {"name": cfg.__class__.__name__}
# ---- expected ----
# {"ok": true, "output_repr": "'cfg Config'", "logs": ""}
# {"ok": false, "error": {"type": "AttributeError", "message": "Forbidden access to dunder attribute: __globals__"}}
# {"ok": false, "error": {"type": "AttributeError", "message": "Forbidden access to dunder attribute: __globals__"}}
# {"ok": false, "error": {"type": "AttributeError", "message": "Forbidden access to dunder attribute: __subclasses__"}}
# {"ok": false, "error": {"type": "AttributeError", "message": "Forbidden access to dunder attribute: __globals__"}}
# {"ok": false, "error": {"type": "AttributeError", "message": "Forbidden access to dunder attribute: __subclasses__"}}
# {"ok": true, "output_repr": "'Config'", "logs": ""}
