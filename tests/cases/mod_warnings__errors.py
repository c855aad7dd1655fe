import warnings
tests = [
    lambda: warnings.warn("x", 5),
    lambda: warnings.warn("x", str),
    lambda: warnings.simplefilter("loud"),
    lambda: warnings.filterwarnings("ignore", message=5),
    lambda: warnings.filterwarnings("ignore", category=int),
    lambda: warnings.simplefilter("ignore", lineno=-1),
]
for t in tests:
    try:
        t()
    except (TypeError, AssertionError) as e:
        print(type(e).__name__, e)
print(warnings.__all__)
print(warnings.defaultaction, warnings.onceregistry, [f[0] for f in warnings.filters])
with warnings.catch_warnings(record=True) as log:
    warnings.simplefilter("always")
    warnings.warn_explicit("explicit", UserWarning, "mod.py", 7)
    warnings.warn_explicit("explicit2", UserWarning, "mod.py", 8, module="m", registry={})
print([(str(w.message), w.filename, w.lineno) for w in log])

# ---- expected stdout ----
# TypeError category must be a Warning subclass, not 'int'
# TypeError category must be a Warning subclass, not 'type'
# AssertionError invalid action: 'loud'
# AssertionError message must be a string
# AssertionError category must be a Warning subclass
# AssertionError lineno must be an int >= 0
# ['warn', 'warn_explicit', 'showwarning', 'formatwarning', 'filterwarnings', 'simplefilter', 'resetwarnings', 'catch_warnings']
# default {} ['default', 'ignore', 'ignore', 'ignore', 'ignore']
# [('explicit', 'mod.py', 7), ('explicit2', 'mod.py', 8)]
