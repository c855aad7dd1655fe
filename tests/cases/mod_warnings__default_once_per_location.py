import warnings

def warn_here(msg):
    warnings.warn(msg)

with warnings.catch_warnings(record=True) as log:
    warnings.simplefilter("default")
    for i in range(3):
        warn_here("same")
    warn_here("other")
    for i in range(2):
        warnings.warn("same")
print([str(w.message) for w in log])
with warnings.catch_warnings(record=True) as log:
    warnings.simplefilter("once")
    warn_here("x"); warnings.warn("x"); warn_here("y")
print([str(w.message) for w in log])
with warnings.catch_warnings(record=True) as log:
    warnings.simplefilter("module")
    warn_here("m"); warnings.warn("m"); warn_here("m")
print([str(w.message) for w in log])
with warnings.catch_warnings(record=True) as log:
    warnings.simplefilter("always")
    warn_here("a"); warn_here("a")
print([str(w.message) for w in log])

# ---- expected stdout ----
# ['same', 'other', 'same']
# ['x', 'y']
# ['m']
# ['a', 'a']
