import time
start = time.monotonic()
print(time.sleep(0), time.sleep(0.01), time.sleep(False))
print(time.monotonic() - start >= 0)
for bad in [-1, -0.5, "1", float("nan"), None]:
    try:
        time.sleep(bad)
    except (ValueError, TypeError) as e:
        print(type(e).__name__ + ":", e)
try:
    time.sleep()
except TypeError as e:
    print("TypeError:", e)
try:
    time.sleep(1, 2)
except TypeError as e:
    print("TypeError:", e)

# ---- expected stdout ----
# None None None
# True
# ValueError: sleep length must be non-negative
# ValueError: sleep length must be non-negative
# TypeError: 'str' object cannot be interpreted as an integer
# ValueError: Invalid value NaN (not a number)
# TypeError: 'NoneType' object cannot be interpreted as an integer
# TypeError: time.sleep() takes exactly one argument (0 given)
# TypeError: time.sleep() takes exactly one argument (2 given)
