# Module attributes that lead to os/sys in CPython do not exist here.
# ---- step ----
import random, typing, warnings, collections, json, re, copy, types, dataclasses, io
random.random() < 1
# ---- step ----
random._os
# ---- step ----
typing.sys
# ---- step ----
warnings.sys
# ---- step ----
collections._sys
# ---- step ----
json.decoder.scanner
# ---- step ----
types.FrameType
# ---- step ----
dataclasses.sys
# ---- step ----
io.open
# ---- expected ----
# {"ok": true, "output_repr": "True", "logs": ""}
# {"ok": false, "error": {"type": "AttributeError", "message": "module 'random' has no attribute '_os'"}}
# {"ok": false, "error": {"type": "AttributeError", "message": "module 'typing' has no attribute 'sys'"}}
# {"ok": false, "error": {"type": "AttributeError", "message": "module 'warnings' has no attribute 'sys'"}}
# {"ok": false, "error": {"type": "AttributeError", "message": "module 'collections' has no attribute '_sys'"}}
# {"ok": false, "error": {"type": "AttributeError", "message": "module 'json.decoder' has no attribute 'scanner'"}}
# {"ok": false, "error": {"type": "AttributeError", "message": "module 'types' has no attribute 'FrameType'"}}
# {"ok": false, "error": {"type": "AttributeError", "message": "module 'dataclasses' has no attribute 'sys'"}}
# {"ok": false, "error": {"type": "AttributeError", "message": "module 'io' has no attribute 'open'"}}
