from datetime import date, timedelta
def month_end(d):
    nxt = d.replace(day=28) + timedelta(days=4)
    return nxt - timedelta(days=nxt.day)
def add_months(d, n):
    m = d.month - 1 + n
    y, m = d.year + m // 12, m % 12 + 1
    day = min(d.day, month_end(date(y, m, 1)).day)
    return date(y, m, day)
for d in [date(2024, 1, 31), date(2023, 2, 15), date(2024, 12, 31)]:
    print(d, month_end(d), add_months(d, 1), add_months(d, -13))
def business_days(a, b):
    n = 0
    while a < b:
        if a.weekday() < 5:
            n += 1
        a += timedelta(days=1)
    return n
print(business_days(date(2024, 1, 1), date(2024, 2, 1)))
ages = [(date(2024, 6, 1) - date(y, 6, 2)).days // 365 for y in (1990, 2000, 2023)]
print(ages)
print([d.strftime("%b") for d in (date(2024, m, 1) for m in range(1, 13))])

# ---- expected stdout ----
# 2024-01-31 2024-01-31 2024-02-29 2022-12-31
# 2023-02-15 2023-02-28 2023-03-15 2022-01-15
# 2024-12-31 2024-12-31 2025-01-31 2023-11-30
# 23
# [34, 24, 1]
# ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec']
