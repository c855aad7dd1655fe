# Scheduling with datetime: business days, durations, grouping by week.
import datetime
start = datetime.date(2024, 1, 1)
days = []
d = start
while len(days) < 250:
    if d.weekday() < 5:
        days.append(d)
    d += datetime.timedelta(days=1)
by_month = {}
for day in days:
    by_month[day.strftime("%Y-%m")] = by_month.get(day.strftime("%Y-%m"), 0) + 1
print(sorted(by_month.items())[:4])
meetings = [datetime.datetime(2024, 3, 1, 9) + datetime.timedelta(minutes=47 * k) for k in range(300)]
late = [m for m in meetings if m.hour >= 17]
total = sum((b - a for a, b in zip(meetings, meetings[1:])), datetime.timedelta())
print(len(late), total, meetings[-1].isoformat())
print(days[-1], (days[-1] - days[0]).days)
