import warnings

with warnings.catch_warnings(record=True) as log:
    warnings.simplefilter("always")
    warnings.warn("ok", category=UserWarning)
print(len(log), log[0].category.__name__)
try:
    warnings.warn("bad", ValueError)
except TypeError as e:
    print("TypeError:", e)
try:
    warnings.simplefilter("ignore", category="UserWarning")
except AssertionError as e:
    print("AssertionError:", e)
try:
    warnings.filterwarnings("boom")
except AssertionError as e:
    print("AssertionError:", e)
warnings.warn("bad", category=Exception)

# ---- expected stdout ----
# 1 UserWarning
# TypeError: category must be a Warning subclass, not 'type'
# AssertionError: invalid action: 'boom'
# ---- expected exception ----
# TypeError: category must be a Warning subclass, not 'type'
