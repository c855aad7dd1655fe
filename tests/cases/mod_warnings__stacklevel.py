import warnings


def inner(level):
    warnings.warn(f"level {level}", stacklevel=level)


def middle(level):
    inner(level)


def outer(level):
    middle(level)


with warnings.catch_warnings(record=True) as log:
    warnings.simplefilter("always")
    for level in [1, 2, 3, 4]:
        outer(level)
for w in log:
    print(str(w.message), w.lineno, w.category.__name__)


def deprecated_helper():
    warnings.warn("helper() is deprecated; use tool()", DeprecationWarning, stacklevel=2)


with warnings.catch_warnings(record=True) as log:
    warnings.simplefilter("always")
    deprecated_helper()
print(log[0].lineno, log[0].message, log[0].category is DeprecationWarning)

# ---- expected stdout ----
# level 1 5 UserWarning
# level 2 9 UserWarning
# level 3 13 UserWarning
# level 4 19 UserWarning
# 30 helper() is deprecated; use tool() True
