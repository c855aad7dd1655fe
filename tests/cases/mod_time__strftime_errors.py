import time
def attempt(*args):
    try:
        print(repr(time.strftime(*args)))
    except (TypeError, ValueError) as e:
        print(type(e).__name__ + ":", e)
attempt("%Y", (2020, 1, 1))
attempt("%Y", 5)
attempt("%Y", [2020, 1, 1, 0, 0, 0, 0, 1, 0])
attempt("%Y", (2020, 13, 1, 0, 0, 0, 0, 1, 0))
attempt("%Y", (2020, 1, 32, 0, 0, 0, 0, 1, 0))
attempt("%Y", (2020, 1, 1, 24, 0, 0, 0, 1, 0))
attempt("%Y", (2020, 1, 1, 0, 60, 0, 0, 1, 0))
attempt("%Y", (2020, 1, 1, 0, 0, 62, 0, 1, 0))
attempt("%Y", (2020, 1, 1, 0, 0, 0, -2, 1, 0))
attempt("%Y", (2020, 1, 1, 0, 0, 0, 0, 367, 0))
attempt("%Y", ("2020", 1, 1, 0, 0, 0, 0, 1, 0))
attempt("%Y", (2020.0, 1, 1, 0, 0, 0, 0, 1, 0))
attempt(5, (2020, 1, 1, 0, 0, 0, 0, 1, 0))
attempt("%Y", (2020, 1, 1, 0, 0, 0, 0, 1, 0, 0))

# ---- expected stdout ----
# TypeError: strftime(): illegal time tuple argument
# TypeError: Tuple or struct_time argument required
# TypeError: Tuple or struct_time argument required
# ValueError: month out of range
# ValueError: day of month out of range
# ValueError: hour out of range
# ValueError: minute out of range
# ValueError: seconds out of range
# ValueError: day of week out of range
# ValueError: day of year out of range
# TypeError: 'str' object cannot be interpreted as an integer
# TypeError: 'float' object cannot be interpreted as an integer
# TypeError: strftime() argument 1 must be str, not int
# TypeError: strftime(): illegal time tuple argument
