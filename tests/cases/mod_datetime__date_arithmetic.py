from datetime import date, timedelta
d = date(2024, 1, 31)
print(d + timedelta(days=1))
print(timedelta(days=30) + d)
print(d - timedelta(days=365))
print(d + timedelta(hours=23), d + timedelta(hours=24), d - timedelta(seconds=1))
print(date(2024, 3, 1) - date(2024, 2, 1))
print(date(2020, 1, 1) - date(2024, 1, 1))
print((date(2025, 1, 1) - date(2024, 1, 1)).days)
for bad in [lambda: date(9999, 12, 31) + timedelta(days=1), lambda: date(1, 1, 1) - timedelta(days=1), lambda: d + 1, lambda: d - 1, lambda: 1 - d]:
    try:
        bad()
    except (OverflowError, TypeError) as e:
        print(type(e).__name__, e)
days = [date(2024, 1, 1) + timedelta(weeks=w) for w in range(5)]
print([x.isoformat() for x in days])

# ---- expected stdout ----
# 2024-02-01
# 2024-03-01
# 2023-01-31
# 2024-01-31 2024-02-01 2024-01-31
# 29 days, 0:00:00
# -1461 days, 0:00:00
# 366
# OverflowError date value out of range
# OverflowError date value out of range
# TypeError unsupported operand type(s) for +: 'datetime.date' and 'int'
# TypeError unsupported operand type(s) for -: 'datetime.date' and 'int'
# TypeError unsupported operand type(s) for -: 'int' and 'datetime.date'
# ['2024-01-01', '2024-01-08', '2024-01-15', '2024-01-22', '2024-01-29']
