# Format specs and field numbers at the machine-word limits.
def attempt(f):
    try:
        print(repr(f()))
    except Exception as e:
        print(type(e).__name__ + ": " + str(e))

attempt(lambda: format(1.5, ".2147483648"))
attempt(lambda: format(1.5, ".9223372036854775807f"))
attempt(lambda: "{:.{}f}".format(1.5, 2**31))
attempt(lambda: format("abc", ".2147483648"))
attempt(lambda: format("abc", ".9223372036854775807"))
attempt(lambda: "{9223372036854775807}".format(1))
attempt(lambda: "{9223372036854775808}".format(1))
attempt(lambda: "{0[99999999999999999999]}".format([1]))
attempt(lambda: "{0[-1]}".format({"-1": "key"}))
attempt(lambda: "{0[12a]}".format({"12a": "key"}))
attempt(lambda: "{0[1]}".format("xy"))

class Number:
    def __index__(self):
        return 42
    def __int__(self):
        return 7

class OnlyInt:
    def __int__(self):
        return 7

attempt(lambda: "%d %i %x %o %X" % (Number(), Number(), Number(), Number(), Number()))
attempt(lambda: "%d" % OnlyInt())
attempt(lambda: "%x" % OnlyInt())
attempt(lambda: "%*d|" % (-5, 1))
attempt(lambda: "%.*f" % (-3, 1.25))
attempt(lambda: "%*d" % (2**63, 1))
attempt(lambda: "%*d" % (1.5, 1))

# ---- expected stdout ----
# ValueError: precision too big
# ValueError: precision too big
# ValueError: precision too big
# 'abc'
# 'abc'
# IndexError: Replacement index 9223372036854775807 out of range for positional args tuple
# ValueError: Too many decimal digits in format string
# ValueError: Too many decimal digits in format string
# 'key'
# 'key'
# 'y'
# '7 7 2a 52 2A'
# '7'
# TypeError: %x format: an integer is required, not OnlyInt
# '1    |'
# '1'
# OverflowError: Python int too large to convert to C ssize_t
# TypeError: * wants int
