# Host tools are opaque: no internals, no rebinding, no builtins behind them.
# options: {"tools": ["web_search"], "tool_replies": [{"value": "ok"}]}
# ---- step ----
web_search.__name__, web_search("x")
# ---- step ----
web_search.__self__
# ---- step ----
web_search.__closure__
# ---- step ----
web_search.__wrapped__
# ---- step ----
final_answer.__globals__
# ---- step ----
web_search = lambda q: "fake"
# ---- step ----
def final_answer(x):
    return x
# ---- step ----
type(web_search).__call__(web_search, "y")
# ---- expected ----
# {"ok": true, "output_repr": "('web_search', 'ok')", "logs": "", "tool_calls": [{"name": "web_search", "args": ["x"], "kwargs": {}}]}
# {"ok": false, "error": {"type": "AttributeError", "message": "'builtin_function_or_method' object has no attribute '__self__'"}}
# {"ok": false, "error": {"type": "AttributeError", "message": "Forbidden access to dunder attribute: __closure__"}}
# {"ok": false, "error": {"type": "AttributeError", "message": "'builtin_function_or_method' object has no attribute '__wrapped__'"}}
# {"ok": false, "error": {"type": "AttributeError", "message": "Forbidden access to dunder attribute: __globals__"}}
# {"ok": false, "error": {"type": "ValueError", "message": "Cannot assign to name 'web_search': doing this would erase the existing tool!"}}
# {"ok": false, "error": {"type": "ValueError", "message": "Cannot assign to name 'final_answer': doing this would erase the existing tool!"}}
# {"ok": false, "error": {"type": "AttributeError", "message": "type object 'builtin_function_or_method' has no attribute '__call__'"}}
