from datetime import timedelta
a, b = timedelta(hours=5), timedelta(minutes=45)
print(a + b, a - b, b - a, -a, +a, abs(-a))
print(a * 3, 3 * a, a * -1, a / 4, a // 4, a / b, a // b, a % b)
print(divmod(a, b), divmod(timedelta(7), timedelta(-2)), timedelta(7) % timedelta(-2))
print(timedelta(microseconds=-5) // 2, timedelta(microseconds=5) // 2, timedelta(1) // timedelta(hours=5))
print(sum([timedelta(minutes=m) for m in range(10)], timedelta()))
print(a < b, a > b, a == timedelta(seconds=18000), a != b, a == 18000)
for bad in [lambda: a + 1, lambda: 1 - a, lambda: a * "x", lambda: a / 0, lambda: a // 0, lambda: a / timedelta(0),
            lambda: a % timedelta(0), lambda: a < 5, lambda: timedelta.max + timedelta(1), lambda: timedelta(days=10**9),
            lambda: -timedelta.min]:
    try:
        print(bad())
    except (TypeError, ZeroDivisionError, OverflowError) as e:
        print(type(e).__name__ + ":", e)

# ---- expected stdout ----
# 5:45:00 4:15:00 -1 day, 19:45:00 -1 day, 19:00:00 5:00:00 5:00:00
# 15:00:00 15:00:00 -1 day, 19:00:00 1:15:00 1:15:00 6.666666666666667 6 0:30:00
# (6, datetime.timedelta(seconds=1800)) (-4, datetime.timedelta(days=-1)) -1 day, 0:00:00
# -1 day, 23:59:59.999997 0:00:00.000002 4
# 0:45:00
# False True True True False
# TypeError: unsupported operand type(s) for +: 'datetime.timedelta' and 'int'
# TypeError: unsupported operand type(s) for -: 'int' and 'datetime.timedelta'
# TypeError: can't multiply sequence by non-int of type 'datetime.timedelta'
# ZeroDivisionError: integer division or modulo by zero
# ZeroDivisionError: integer division or modulo by zero
# ZeroDivisionError: division by zero
# ZeroDivisionError: integer modulo by zero
# TypeError: '<' not supported between instances of 'datetime.timedelta' and 'int'
# OverflowError: days=1000000000; must have magnitude <= 999999999
# OverflowError: days=1000000000; must have magnitude <= 999999999
# 999999999 days, 0:00:00
