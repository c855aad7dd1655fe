from datetime import date, datetime, timedelta
import json
d = date(2024, 5, 6)
match d:
    case date(year=2024, month=m):
        print("2024 month", m)
try:
    match d:
        case date(2024):
            print("x")
except TypeError as e:
    print("TypeError:", e)
for bad in [lambda: iter(d), lambda: d[0], lambda: len(d), lambda: json.dumps({"when": d}), lambda: d + d, lambda: -d, lambda: d * 2, lambda: timedelta(1) @ 2]:
    try:
        bad()
    except TypeError as e:
        print("TypeError:", e)
print(json.dumps({"when": d}, default=str), json.dumps([datetime(2024, 1, 2, 3, 4)], default=lambda o: o.isoformat()))
print(bool(d), bool(datetime.min), bool(timedelta()), not timedelta(1))
print(date.__repr__(d), date.isoformat(datetime(2024, 1, 2, 3)), datetime.isoformat(datetime(2024, 1, 2, 3)))
try:
    date.__repr__(5)
except TypeError as e:
    print("TypeError:", e)
print(timedelta(1) * True, True * timedelta(1), timedelta(1) == 1, 1 == timedelta(1))
print(str(d) in "x 2024-05-06", f"{d!r} {d!s} {d:%B}")

# ---- expected stdout ----
# 2024 month 5
# TypeError: datetime.date() accepts 0 positional sub-patterns (1 given)
# TypeError: 'datetime.date' object is not iterable
# TypeError: 'datetime.date' object is not subscriptable
# TypeError: object of type 'datetime.date' has no len()
# TypeError: Object of type date is not JSON serializable
# TypeError: unsupported operand type(s) for +: 'datetime.date' and 'datetime.date'
# TypeError: bad operand type for unary -: 'datetime.date'
# TypeError: unsupported operand type(s) for *: 'datetime.date' and 'int'
# TypeError: unsupported operand type(s) for @: 'datetime.timedelta' and 'int'
# {"when": "2024-05-06"} ["2024-01-02T03:04:00"]
# True True False False
# datetime.date(2024, 5, 6) 2024-01-02 2024-01-02T03:00:00
# TypeError: descriptor '__repr__' requires a 'datetime.date' object but received a 'int'
# 1 day, 0:00:00 1 day, 0:00:00 False False
# True datetime.date(2024, 5, 6) 2024-05-06 May
