# Argument errors of natives bound through Signature, with CPython's wording.
from decimal import Decimal as D

calls = [
    lambda: D(1, 2, 3),
    lambda: D(x=1),
    lambda: D(1, value=2),
    lambda: D(value="1.5", context=None),
    lambda: D(1).quantize(),
    lambda: D(1).quantize(1, 2, 3, 4),
    lambda: D(1).quantize(x=1),
    lambda: D("1.25").quantize(exp=D("0.1"), rounding="ROUND_UP"),
    lambda: D(1).to_integral(1, 2, 3),
    lambda: D(1).to_integral_value(x=1),
    lambda: D(1).to_integral_exact(x=1),
    lambda: D(1).to_integral_exact(1, 2, 3),
]
for call in calls:
    try:
        call()
        print("ok")
    except TypeError as e:
        print("TypeError:", e)

# ---- expected stdout ----
# TypeError: function takes at most 2 arguments (3 given)
# TypeError: 'x' is an invalid keyword argument for this function
# TypeError: argument for function given by name ('value') and position (1)
# ok
# TypeError: function missing required argument 'exp' (pos 1)
# TypeError: function takes at most 3 arguments (4 given)
# TypeError: function missing required argument 'exp' (pos 1)
# ok
# TypeError: function takes at most 2 arguments (3 given)
# TypeError: 'x' is an invalid keyword argument for this function
# TypeError: 'x' is an invalid keyword argument for this function
# TypeError: function takes at most 2 arguments (3 given)
