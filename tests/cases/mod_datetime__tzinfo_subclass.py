from datetime import tzinfo, timedelta, datetime, time, timezone
class Fixed(tzinfo):
    def __init__(self, hours, name):
        self.offset = timedelta(hours=hours)
        self.name = name
    def utcoffset(self, dt):
        return self.offset
    def tzname(self, dt):
        return self.name
    def dst(self, dt):
        return timedelta(0)
    def __repr__(self):
        return "Fixed(%r)" % self.name
cet = Fixed(1, "CET")
d = datetime(2024, 6, 1, 12, tzinfo=cet)
print(d, repr(d), d.utcoffset(), d.tzname(), d.dst(), d.timetuple().tm_isdst)
print(d.isoformat(), d.strftime("%H:%M %z %Z"))
print(d.astimezone(timezone.utc), datetime(2024, 6, 1, tzinfo=timezone.utc).astimezone(cet))
print(d == datetime(2024, 6, 1, 11, tzinfo=timezone.utc), d - datetime(2024, 6, 1, tzinfo=timezone.utc))
print(time(5, tzinfo=cet).utcoffset(), isinstance(cet, tzinfo))
class Broken(tzinfo):
    def utcoffset(self, dt):
        return 5
class Huge(tzinfo):
    def utcoffset(self, dt):
        return timedelta(hours=30)
class Bare(tzinfo):
    pass
for tz in [Broken(), Huge(), Bare()]:
    try:
        datetime(2024, 1, 1, tzinfo=tz).utcoffset()
    except Exception as e:
        print(type(e).__name__ + ":", e)
try:
    Bare().tzname(None)
except NotImplementedError as e:
    print("NotImplementedError:", e)

# ---- expected stdout ----
# 2024-06-01 12:00:00+01:00 datetime.datetime(2024, 6, 1, 12, 0, tzinfo=Fixed('CET')) 1:00:00 CET 0:00:00 0
# 2024-06-01T12:00:00+01:00 12:00 +0100 CET
# 2024-06-01 11:00:00+00:00 2024-06-01 01:00:00+01:00
# True 11:00:00
# 1:00:00 True
# TypeError: tzinfo.utcoffset() must return None or timedelta, not 'int'
# ValueError: offset must be a timedelta strictly between -timedelta(hours=24) and timedelta(hours=24).
# NotImplementedError: a tzinfo subclass must implement utcoffset()
# NotImplementedError: a tzinfo subclass must implement tzname()
