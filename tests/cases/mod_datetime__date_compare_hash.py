from datetime import date, datetime
a, b = date(2024, 1, 2), date(2024, 1, 3)
print(a < b, a <= b, a > b, a >= b, a == b, a != b)
print(a == date(2024, 1, 2), hash(a) == hash(date(2024, 1, 2)))
print(sorted([date(2024, 5, 1), date(2023, 1, 1), date(2024, 1, 1)]))
print(max(a, b), min(a, b))
print(a == "2024-01-02", a != 5)
print(a == datetime(2024, 1, 2), datetime(2024, 1, 2) == a)
counts = {}
for d in [a, b, date(2024, 1, 2), a]:
    counts[d] = counts.get(d, 0) + 1
print(counts[a], counts[b], len(counts))
try:
    a < 5
except TypeError as e:
    print(e)
try:
    a < datetime(2024, 1, 1)
except TypeError as e:
    print(e)
try:
    datetime(2024, 1, 1) >= a
except TypeError as e:
    print(e)

# ---- expected stdout ----
# True True False False False True
# True True
# [datetime.date(2023, 1, 1), datetime.date(2024, 1, 1), datetime.date(2024, 5, 1)]
# 2024-01-03 2024-01-02
# False True
# False False
# 3 1 2
# '<' not supported between instances of 'datetime.date' and 'int'
# can't compare datetime.datetime to datetime.date
# can't compare datetime.datetime to datetime.date
