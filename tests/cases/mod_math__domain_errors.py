import math

calls = [
    ("sqrt(-1)", lambda: math.sqrt(-1)),
    ("log(0)", lambda: math.log(0)),
    ("log(-1)", lambda: math.log(-1)),
    ("log(10, 1)", lambda: math.log(10, 1)),
    ("acos(2)", lambda: math.acos(2)),
    ("atanh(1)", lambda: math.atanh(1)),
    ("exp(1000)", lambda: math.exp(1000)),
    ("cosh(1000)", lambda: math.cosh(1000)),
    ("pow(0, -1)", lambda: math.pow(0, -1)),
    ("pow(-8, 1/3)", lambda: math.pow(-8, 1 / 3)),
    ("pow(10, 400)", lambda: math.pow(10, 400)),
    ("fmod(1, 0)", lambda: math.fmod(1, 0)),
    ("sin(inf)", lambda: math.sin(math.inf)),
    ("ldexp(1, 5000)", lambda: math.ldexp(1.0, 5000)),
    ("sqrt(10**400)", lambda: math.sqrt(10 ** 400)),
    ("gamma(0)", lambda: math.gamma(0)),
    ("gamma(200)", lambda: math.gamma(200)),
    ("lgamma(-3)", lambda: math.lgamma(-3)),
]
for text, f in calls:
    try:
        print(text, "=", f())
    except (ValueError, OverflowError, ZeroDivisionError) as e:
        print(text, "->", type(e).__name__ + ":", e)

# ---- expected stdout ----
# sqrt(-1) -> ValueError: math domain error
# log(0) -> ValueError: math domain error
# log(-1) -> ValueError: math domain error
# log(10, 1) -> ZeroDivisionError: float division by zero
# acos(2) -> ValueError: math domain error
# atanh(1) -> ValueError: math domain error
# exp(1000) -> OverflowError: math range error
# cosh(1000) -> OverflowError: math range error
# pow(0, -1) -> ValueError: math domain error
# pow(-8, 1/3) -> ValueError: math domain error
# pow(10, 400) -> OverflowError: math range error
# fmod(1, 0) -> ValueError: math domain error
# sin(inf) -> ValueError: math domain error
# ldexp(1, 5000) -> OverflowError: math range error
# sqrt(10**400) -> OverflowError: int too large to convert to float
# gamma(0) -> ValueError: math domain error
# gamma(200) -> OverflowError: math range error
# lgamma(-3) -> ValueError: math domain error
