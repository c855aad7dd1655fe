from datetime import date
def attempt(f):
    try:
        print(repr(f()))
    except Exception as e:
        print(type(e).__name__ + ":", e)
attempt(lambda: date(2023, 2, 29))
attempt(lambda: date(2024, 13, 1))
attempt(lambda: date(2024, 0, 1))
attempt(lambda: date(0, 1, 1))
attempt(lambda: date(10000, 1, 1))
attempt(lambda: date(2024, 4, 31))
attempt(lambda: date(2024, 1))
attempt(lambda: date(2024, 1, 1, 1))
attempt(lambda: date(2024.0, 1, 1))
attempt(lambda: date("2024", 1, 1))
attempt(lambda: date(2024, 1, 1, day=2))
attempt(lambda: date(2024, 1, 1).replace(month=13))
attempt(lambda: date(2024, 1, 1).replace(yr=1))
attempt(lambda: date.fromordinal(0))
attempt(lambda: date(2**31, 1, 1))

# ---- expected stdout ----
# ValueError: day is out of range for month
# ValueError: month must be in 1..12
# ValueError: month must be in 1..12
# ValueError: year 0 is out of range
# ValueError: year 10000 is out of range
# ValueError: day is out of range for month
# TypeError: function missing required argument 'day' (pos 3)
# TypeError: function takes at most 3 arguments (4 given)
# TypeError: 'float' object cannot be interpreted as an integer
# TypeError: 'str' object cannot be interpreted as an integer
# TypeError: function takes at most 3 arguments (4 given)
# ValueError: month must be in 1..12
# TypeError: 'yr' is an invalid keyword argument for replace()
# ValueError: ordinal must be >= 1
# OverflowError: signed integer is greater than maximum
