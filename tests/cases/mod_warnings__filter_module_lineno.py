import warnings

with warnings.catch_warnings(record=True) as log:
    warnings.simplefilter("always")
    warnings.filterwarnings("ignore", module="__main__")
    warnings.warn("ignored by module filter")
print(len(log))

with warnings.catch_warnings(record=True) as log:
    warnings.simplefilter("always")
    warnings.filterwarnings("ignore", module="other_mod")
    warnings.warn("kept: module regex does not match")
print([str(w.message) for w in log])

with warnings.catch_warnings(record=True) as log:
    warnings.simplefilter("always")
    warnings.filterwarnings("ignore", lineno=18)
    warnings.warn("line 18 is dropped")
    warnings.warn("line 19 is kept")
print([(str(w.message), w.lineno) for w in log])

with warnings.catch_warnings(record=True) as log:
    warnings.simplefilter("always")
    warnings.filterwarnings("ignore", message="temp")
    warnings.warn("temporary file left behind")
    warnings.warn("attempt failed")
print([str(w.message) for w in log])

# ---- expected stdout ----
# 0
# ['kept: module regex does not match']
# [('line 19 is kept', 19)]
# ['attempt failed']
