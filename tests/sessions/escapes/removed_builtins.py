# Builtins that reach the host or the interpreter are not defined.
# ---- step ----
eval("1 + 1")
# ---- step ----
exec("x = 1")
# ---- step ----
compile("1", "<s>", "eval")
# ---- step ----
open("/etc/passwd").read()
# ---- step ----
globals()["__builtins__"]
# ---- step ----
breakpoint()
# ---- step ----
__builtins__
# ---- step ----
print.__self__
# ---- expected ----
# {"ok": false, "error": {"type": "NameError", "message": "name 'eval' is not defined"}}
# {"ok": false, "error": {"type": "NameError", "message": "name 'exec' is not defined"}}
# {"ok": false, "error": {"type": "NameError", "message": "name 'compile' is not defined"}}
# {"ok": false, "error": {"type": "NameError", "message": "name 'open' is not defined"}}
# {"ok": false, "error": {"type": "NameError", "message": "name 'globals' is not defined"}}
# {"ok": false, "error": {"type": "NameError", "message": "name 'breakpoint' is not defined"}}
# {"ok": false, "error": {"type": "NameError", "message": "name '__builtins__' is not defined"}}
# {"ok": false, "error": {"type": "AttributeError", "message": "'builtin_function_or_method' object has no attribute '__self__'"}}
