import copy
from datetime import date, datetime, timedelta, timezone, time
d = datetime(2024, 1, 2, 3, 4, tzinfo=timezone(timedelta(hours=1)))
c = copy.copy(d)
dc = copy.deepcopy(d)
print(c == d, dc == d, repr(c), repr(dc))
print(copy.copy(date(2024, 1, 2)), copy.deepcopy(timedelta(3)), copy.copy(time(1, 2)))
print(date.today.__name__, date(2024, 1, 1).isoformat.__name__)
try:
    date(2024, 1, 1).isoformat(1)
except TypeError as e:
    print("TypeError:", e)
try:
    date(2024, 1, 1).strftime()
except TypeError as e:
    print("TypeError:", e)
try:
    date(2024, 1, 1).strftime(5)
except TypeError as e:
    print("TypeError:", e)
try:
    datetime.fromtimestamp()
except TypeError as e:
    print("TypeError:", e)
print(date(2024, 1, 1).strftime(format="%Y"), datetime.fromtimestamp(timestamp=0, tz=timezone.utc))

# ---- expected stdout ----
# True True datetime.datetime(2024, 1, 2, 3, 4, tzinfo=datetime.timezone(datetime.timedelta(seconds=3600))) datetime.datetime(2024, 1, 2, 3, 4, tzinfo=datetime.timezone(datetime.timedelta(seconds=3600)))
# 2024-01-02 3 days, 0:00:00 01:02:00
# today isoformat
# TypeError: date.isoformat() takes no arguments (1 given)
# TypeError: strftime() missing required argument 'format' (pos 1)
# TypeError: strftime() argument 1 must be str, not int
# TypeError: fromtimestamp() missing required argument 'timestamp' (pos 1)
# 2024 1970-01-01 00:00:00+00:00
