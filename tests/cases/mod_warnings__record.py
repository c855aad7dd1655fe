import warnings

def old_api():
    warnings.warn("old_api is deprecated", DeprecationWarning, stacklevel=2)
    return 1

with warnings.catch_warnings(record=True) as caught:
    warnings.simplefilter("always")
    old_api()
    warnings.warn("plain message")
    warnings.warn(RuntimeWarning("an instance"))
    warnings.warn("with category", FutureWarning)
print(len(caught))
for w in caught:
    print(w.category.__name__, str(w.message), type(w.message).__name__, w.lineno, w.filename.endswith(".py"), w.line)
print(isinstance(caught[0], warnings.WarningMessage), caught[0].message.args)

# ---- expected stdout ----
# 4
# DeprecationWarning old_api is deprecated DeprecationWarning 9 True None
# UserWarning plain message UserWarning 10 True None
# RuntimeWarning an instance RuntimeWarning 11 True None
# FutureWarning with category FutureWarning 12 True None
# True ('old_api is deprecated',)
