# An exception caught in one step; its traceback and frames are reached for later.
# ---- step ----
try:
    {}["missing"]
except KeyError as e:
    err = e
repr(err)
# ---- step ----
err.__traceback__
# ---- step ----
getattr(err, "__traceback__").tb_frame.f_back.f_globals
# ---- step ----
try:
    1 / 0
except ZeroDivisionError as e2:
    tb = e2.__traceback__
# ---- step ----
import sys
try:
    1 / 0
except ZeroDivisionError:
    info = sys.exc_info()
info[2], sys._getframe
# ---- step ----
import traceback
# ---- step ----
err.with_traceback(None).__traceback__
# ---- expected ----
# {"ok": true, "output_repr": "\"KeyError('missing')\"", "logs": ""}
# {"ok": false, "error": {"type": "AttributeError", "message": "Forbidden access to dunder attribute: __traceback__"}}
# {"ok": false, "error": {"type": "AttributeError", "message": "Forbidden access to dunder attribute: __traceback__"}}
# {"ok": false, "error": {"type": "AttributeError", "message": "Forbidden access to dunder attribute: __traceback__"}}
# {"ok": false, "error": {"type": "AttributeError", "message": "Forbidden access to function: _getframe"}}
# {"ok": false, "error": {"type": "ImportError", "message": "Module traceback is authorized but the local executor does not provide it. Use the isolated executor (real CPython with installed packages) for code that needs it."}}
# {"ok": false, "error": {"type": "AttributeError", "message": "Forbidden access to dunder attribute: __traceback__"}}
