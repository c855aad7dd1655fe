import warnings
with warnings.catch_warnings():
    warnings.simplefilter("error")
    try:
        warnings.warn("bad value", RuntimeWarning)
    except RuntimeWarning as e:
        print("caught", type(e).__name__, e)
    try:
        warnings.warn("user level")
    except Warning as e:
        print("caught", repr(e))
with warnings.catch_warnings():
    warnings.filterwarnings("error", message="strict.*")
    warnings.filterwarnings("ignore", message="relaxed")
    warnings.warn("relaxed mode")
    try:
        warnings.warn("Strict mode")
    except UserWarning as e:
        print("caught", e)
warnings.simplefilter("error")
warnings.warn("uncaught", DeprecationWarning)

# ---- expected stdout ----
# caught RuntimeWarning bad value
# caught UserWarning('user level')
# caught Strict mode
# ---- expected exception ----
# DeprecationWarning: uncaught
