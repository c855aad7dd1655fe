print("start")
mod = len.__self__

# ---- expected stdout ----
# start
# ---- expected exception ----
# AttributeError: 'builtin_function_or_method' object has no attribute '__self__'
