# Module attributes that lead to os/sys in CPython either do not exist here or lead to the
# walled stand-ins (random._os, warnings.sys), whose host-reaching functions are refused.
# ---- step ----
import random, typing, warnings, collections, json, re, copy, types, dataclasses, io
random.random() < 1
# ---- step ----
random._os.system
# ---- step ----
typing.sys
# ---- step ----
warnings.sys._getframe
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
# {"ok": false, "error": {"type": "AttributeError", "message": "Forbidden access to function: system"}}
# {"ok": false, "error": {"type": "AttributeError", "message": "module 'typing' has no attribute 'sys'"}}
# {"ok": false, "error": {"type": "AttributeError", "message": "Forbidden access to function: _getframe"}}
# {"ok": false, "error": {"type": "AttributeError", "message": "module 'collections' has no attribute '_sys'"}}
# {"ok": false, "error": {"type": "AttributeError", "message": "module 'json.decoder' has no attribute 'scanner'"}}
# {"ok": false, "error": {"type": "AttributeError", "message": "module 'types' has no attribute 'FrameType'"}}
# {"ok": false, "error": {"type": "AttributeError", "message": "module 'dataclasses' has no attribute 'sys'"}}
# {"ok": false, "error": {"type": "AttributeError", "message": "module 'io' has no attribute 'open'"}}
