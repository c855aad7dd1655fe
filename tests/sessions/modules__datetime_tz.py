# Time zones, ISO parsing, durations and calendars.
# ---- step ----
from datetime import datetime, timezone, timedelta, date, time
import calendar
utc = timezone.utc
cet = timezone(timedelta(hours=1), "CET")
t = datetime(2024, 3, 10, 23, 30, tzinfo=utc)
print(t, t.astimezone(cet), t.isoformat(), t.astimezone(cet).tzname())
t.timestamp()
# ---- step ----
parsed = datetime.fromisoformat("2024-02-29T08:15:00+05:30")
print(parsed, parsed.utcoffset(), parsed.astimezone(utc))
print(date.fromisoformat("2024-12-31").isocalendar(), date(2024, 1, 1).strftime("%j %U %a %b"))
(datetime(2024, 3, 1) - datetime(2024, 2, 1)).days
# ---- step ----
d = timedelta(days=2, hours=5, minutes=3, seconds=7)
print(d, d.total_seconds(), -d, d * 2, d // timedelta(hours=1), str(timedelta(seconds=59.5)))
print(calendar.monthrange(2024, 2), calendar.isleap(2100), calendar.day_name[0], calendar.month_abbr[12])
repr(d)
# ---- step ----
datetime(2024, 2, 30)
# ---- step ----
datetime.strptime("31/12/2024 25:00", "%d/%m/%Y %H:%M")
# ---- step ----
print(time(14, 5), datetime.combine(date(2024, 5, 6), time(9)), date(2024, 5, 6).replace(day=1).weekday())
datetime(2024, 1, 1, tzinfo=utc) - datetime(2024, 1, 1)
# ---- expected ----
# {"ok": true, "output": 1710113400.0, "output_repr": "1710113400.0", "logs": "2024-03-10 23:30:00+00:00 2024-03-11 00:30:00+01:00 2024-03-10T23:30:00+00:00 CET\n", "is_final_answer": false}
# {"ok": true, "output": 29, "output_repr": "29", "logs": "2024-02-29 08:15:00+05:30 5:30:00 2024-02-29 02:45:00+00:00\ndatetime.IsoCalendarDate(year=2025, week=1, weekday=2) 001 00 Mon Jan\n", "is_final_answer": false}
# {"ok": true, "output": "datetime.timedelta(days=2, seconds=18187)", "output_repr": "'datetime.timedelta(days=2, seconds=18187)'", "logs": "2 days, 5:03:07 190987.0 -3 days, 18:56:53 4 days, 10:06:14 53 0:00:59.500000\n(3, 29) False Monday Dec\n", "is_final_answer": false}
# {"ok": false, "error": {"type": "ValueError", "message": "day is out of range for month", "line": 1, "rendered": "Code execution failed at line 'datetime(2024, 2, 30)' due to: ValueError: day is out of range for month"}, "logs": "", "is_final_answer": false}
# {"ok": false, "error": {"type": "ValueError", "message": "time data '31/12/2024 25:00' does not match format '%d/%m/%Y %H:%M'", "line": 1, "rendered": "Code execution failed at line 'datetime.strptime(\"31/12/2024 25:00\", \"%d/%m/%Y %H:%M\")' due to: ValueError: time data '31/12/2024 25:00' does not match format '%d/%m/%Y %H:%M'"}, "logs": "", "is_final_answer": false}
# {"ok": false, "error": {"type": "TypeError", "message": "can't subtract offset-naive and offset-aware datetimes", "line": 2, "rendered": "Code execution failed at line 'datetime(2024, 1, 1, tzinfo=utc) - datetime(2024, 1, 1)' due to: TypeError: can't subtract offset-naive and offset-aware datetimes"}, "logs": "14:05:00 2024-05-06 09:00:00 2\n", "is_final_answer": false}
