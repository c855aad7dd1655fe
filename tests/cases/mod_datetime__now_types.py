from datetime import datetime, date, timezone, timedelta
a = datetime.now()
b = datetime.now()
print(type(a).__name__, a.tzinfo, a <= b)
u = datetime.now(timezone.utc)
print(u.tzinfo, u.utcoffset())
print(type(datetime.utcnow()).__name__, datetime.utcnow().tzinfo)
print(type(date.today()).__name__, type(datetime.today()).__name__)
print(date.today() == datetime.now().date() or date.today() > datetime.now().date() - timedelta(1))
print(abs(datetime.now(timezone.utc) - u) < timedelta(minutes=5))
print(2000 < datetime.now().year < 3000, datetime.now().timestamp() > 1.6e9)
print(date.fromtimestamp(0), datetime.fromtimestamp(0, timezone.utc))

# ---- expected stdout ----
# datetime None True
# UTC 0:00:00
# datetime None
# date datetime
# True
# True
# True True
# 1970-01-01 1970-01-01 00:00:00+00:00
