import warnings
before = list(warnings.filters)
cw = warnings.catch_warnings(record=True)
print(repr(cw), repr(warnings.catch_warnings()))
with cw as log:
    warnings.simplefilter("ignore")
    print(len(warnings.filters) == len(before) + 1, log)
print(warnings.filters == before)
try:
    with cw:
        pass
except RuntimeError as e:
    print(e)
try:
    warnings.catch_warnings().__exit__(None, None, None)
except RuntimeError as e:
    print(e)
with warnings.catch_warnings(record=True, action="always") as log:
    warnings.warn("with action")
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        warnings.warn("silenced inner")
    warnings.warn("outer again")
print([str(w.message) for w in log])

# ---- expected stdout ----
# catch_warnings(record=True) catch_warnings()
# True []
# True
# Cannot enter catch_warnings(record=True) twice
# Cannot exit catch_warnings() without entering first
# ['with action', 'outer again']
