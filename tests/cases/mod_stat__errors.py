import stat

def show(f, *args, **kw):
    try:
        print(repr(f(*args, **kw)))
    except (TypeError, OverflowError) as e:
        print(type(e).__name__ + ":", e)

class Idx:
    def __index__(self):
        return 0o40000

for f in [stat.S_ISDIR, stat.S_IMODE, stat.S_IFMT, stat.filemode]:
    show(f, "0o644")
    show(f, 1.0)
    show(f, None)
    show(f, Idx())
    show(f, -1)
    show(f, 2**32)
    show(f, 2**64)
    show(f, -2**70)
show(stat.S_ISREG)
show(stat.S_ISREG, 1, 2)
show(stat.filemode, mode=0o644)
show(stat.S_IMODE, 2**32 - 1)

# ---- expected stdout ----
# TypeError: an integer is required
# TypeError: an integer is required
# TypeError: an integer is required
# TypeError: an integer is required
# OverflowError: can't convert negative value to unsigned int
# OverflowError: mode out of range
# OverflowError: Python int too large to convert to C unsigned long
# OverflowError: can't convert negative value to unsigned int
# TypeError: an integer is required
# TypeError: an integer is required
# TypeError: an integer is required
# TypeError: an integer is required
# OverflowError: can't convert negative value to unsigned int
# OverflowError: mode out of range
# OverflowError: Python int too large to convert to C unsigned long
# OverflowError: can't convert negative value to unsigned int
# TypeError: an integer is required
# TypeError: an integer is required
# TypeError: an integer is required
# TypeError: an integer is required
# OverflowError: can't convert negative value to unsigned int
# OverflowError: mode out of range
# OverflowError: Python int too large to convert to C unsigned long
# OverflowError: can't convert negative value to unsigned int
# TypeError: an integer is required
# TypeError: an integer is required
# TypeError: an integer is required
# TypeError: an integer is required
# OverflowError: can't convert negative value to unsigned int
# OverflowError: mode out of range
# OverflowError: Python int too large to convert to C unsigned long
# OverflowError: can't convert negative value to unsigned int
# TypeError: _stat.S_ISREG() takes exactly one argument (0 given)
# TypeError: _stat.S_ISREG() takes exactly one argument (2 given)
# TypeError: _stat.filemode() takes no keyword arguments
# 4095
