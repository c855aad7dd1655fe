# ImportError's `name` and `path`: set by the import system when an import fails, and
# by keywords when code raises one itself.
try:
    import no_such_module_here
except ModuleNotFoundError as e:
    print(type(e).__name__, e.name, e.path, e.args)

try:
    from json import no_such_name
except ImportError as e:
    # `path` is the module's file in CPython; the engine's modules have none.
    print(type(e).__name__, e.name)
    print(str(e).split(" (")[0])

try:
    raise ImportError("custom", name="pkg")
except ImportError as e:
    print(e.name, e.path, e.args)

print(issubclass(ModuleNotFoundError, ImportError), ImportError().name)

# ---- expected stdout ----
# ModuleNotFoundError no_such_module_here None ("No module named 'no_such_module_here'",)
# ImportError json
# cannot import name 'no_such_name' from 'json'
# pkg None ('custom',)
# True None
