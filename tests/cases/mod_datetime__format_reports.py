from datetime import datetime, timedelta
events = [("deploy", datetime(2024, 3, 1, 9, 15)), ("rollback", datetime(2024, 3, 1, 11, 2, 30)), ("fix", datetime(2024, 3, 2, 8, 0))]
start = events[0][1]
for name, when in events:
    delta = when - start
    hours, rem = divmod(int(delta.total_seconds()), 3600)
    print(f"{name:<10} {when:%a %d %b %H:%M} +{hours:02d}h{rem // 60:02d}m  {delta}")
by_day = {}
for name, when in events:
    by_day.setdefault(when.date(), []).append(name)
for day in sorted(by_day):
    print(day.strftime("%Y-%m-%d (%A)"), ", ".join(by_day[day]))
durations = [b - a for (_, a), (_, b) in zip(events, events[1:])]
print(sum(durations, timedelta()) / len(durations), max(durations), min(durations))
print(sorted(events, key=lambda e: e[1], reverse=True)[0][0])

# ---- expected stdout ----
# deploy     Fri 01 Mar 09:15 +00h00m  0:00:00
# rollback   Fri 01 Mar 11:02 +01h47m  1:47:30
# fix        Sat 02 Mar 08:00 +22h45m  22:45:00
# 2024-03-01 (Friday) deploy, rollback
# 2024-03-02 (Saturday) fix
# 11:22:30 20:57:30 1:47:30
# fix
