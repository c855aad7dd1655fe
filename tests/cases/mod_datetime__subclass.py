from datetime import date, datetime, timedelta
class MyDate(date):
    def describe(self):
        return "%s is a %s" % (self.isoformat(), self.strftime("%A"))
m = MyDate(2024, 5, 6)
print(repr(m), m, m.describe(), isinstance(m, date))
print(type(m + timedelta(1)).__name__, type(m - timedelta(1)).__name__, type(m.replace(day=1)).__name__)
print(type(MyDate.fromordinal(738000)).__name__, type(MyDate.fromisoformat("2024-01-01")).__name__)
print(m - date(2024, 1, 1), m == date(2024, 5, 6), m < MyDate(2025, 1, 1))
class Stamp(datetime):
    @property
    def label(self):
        return self.strftime("%Y%m%d-%H%M")
s = Stamp(2024, 5, 6, 7, 8)
print(repr(s), s.label, type(s + timedelta(hours=1)).__name__, (s + timedelta(hours=1)).label)
print(type(s.date()).__name__, type(Stamp.strptime("2024-01-01", "%Y-%m-%d")).__name__)
print(type(Stamp.fromisoformat("2024-01-01T10:00")).__name__, Stamp.combine(date(2024, 1, 1), datetime(1, 1, 1, 5).time()).label)
class Counted(date):
    count = 0
    def __new__(cls, y, m, d):
        cls.count += 1
        return super().__new__(cls, y, m, d)
c = Counted(2024, 1, 1)
c2 = c + timedelta(days=3)
print(repr(c2), Counted.count)
m.note = "attr"
print(m.note)

# ---- expected stdout ----
# MyDate(2024, 5, 6) 2024-05-06 2024-05-06 is a Monday True
# MyDate MyDate MyDate
# MyDate MyDate
# 126 days, 0:00:00 True True
# Stamp(2024, 5, 6, 7, 8) 20240506-0708 Stamp 20240506-0808
# date Stamp
# Stamp 20240101-0500
# Counted(2024, 1, 4) 2
# attr
