import warnings
with warnings.catch_warnings(record=True) as log:
    warnings.simplefilter("always")
    warnings.filterwarnings("ignore", message="noisy")
    warnings.filterwarnings("ignore", category=FutureWarning)
    warnings.warn("noisy thing")
    warnings.warn("NOISY too")
    warnings.warn("future", FutureWarning)
    warnings.warn("kept")
    warnings.warn("not noisy")
    warnings.simplefilter("ignore", UserWarning)
    warnings.warn("dropped")
    warnings.warn("runtime kept", RuntimeWarning)
print([str(w.message) for w in log])
with warnings.catch_warnings(record=True) as log:
    warnings.resetwarnings()
    warnings.simplefilter("always", append=True)
    warnings.simplefilter("ignore", append=True)
    warnings.warn("appended filters: first wins")
    print(len(warnings.filters), warnings.filters[0][0], warnings.filters[1][0])
print([str(w.message) for w in log])
print(warnings.filters[0])

# ---- expected stdout ----
# ['kept', 'not noisy', 'runtime kept']
# 2 always ignore
# ['appended filters: first wins']
# ('default', None, <class 'DeprecationWarning'>, '__main__', 0)
