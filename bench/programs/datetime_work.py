# Date and time wrangling as an agent does it: build timestamped log lines, parse them back
# (strptime and fromisoformat), bucket by day/week/hour, compute durations and business
# days, convert between fixed time zones, format reports. Prints a checksum.
from datetime import date, datetime, time, timedelta, timezone


def make_log(n):
    t = datetime(2023, 1, 1, 6, 0, 0)
    step = timedelta(minutes=17, seconds=23, microseconds=125)
    lines = []
    for i in range(n):
        t += step
        if i % 2:
            stamp = t.strftime("%Y-%m-%d %H:%M:%S")
        else:
            stamp = t.isoformat(timespec="seconds")
        lines.append(stamp + " | user%03d | %d" % (i % 97, (i * 37) % 1000))
    return lines


def parse_log(lines):
    out = []
    for line in lines:
        stamp, user, value = line.split(" | ")
        if "T" in stamp:
            dt = datetime.fromisoformat(stamp)
        else:
            dt = datetime.strptime(stamp, "%Y-%m-%d %H:%M:%S")
        out.append((dt, user, int(value)))
    return out


def bucket(records):
    per_day = {}
    per_week = {}
    per_hour = [0] * 24
    for dt, user, value in records:
        day = dt.date()
        per_day[day] = per_day.get(day, 0) + value
        iso = day.isocalendar()
        key = (iso[0], iso[1])
        per_week[key] = per_week.get(key, 0) + 1
        per_hour[dt.hour] += 1
    return per_day, per_week, per_hour


def durations(records):
    gaps = []
    prev = None
    for dt, _, _ in records:
        if prev is not None:
            gaps.append(dt - prev)
        prev = dt
    total = sum(gaps, timedelta())
    longest = max(gaps)
    mean = total / len(gaps)
    return total, longest, mean


def business_days(start, end):
    n = 0
    d = start
    one = timedelta(days=1)
    while d < end:
        if d.weekday() < 5:
            n += 1
        d += one
    return n


def zones(records):
    utc = timezone.utc
    offsets = [timezone(timedelta(hours=h), "Z%+d" % h) for h in (-8, -5, 0, 1, 5, 9)]
    acc = 0
    for i, (dt, _, _) in enumerate(records[::3]):
        aware = dt.replace(tzinfo=utc)
        local = aware.astimezone(offsets[i % len(offsets)])
        acc += local.hour * 60 + local.minute
        if local.utcoffset() < timedelta(0):
            acc += 1
        acc += len(local.isoformat())
    return acc


def report(per_day):
    lines = []
    for day in sorted(per_day)[:400]:
        lines.append("%s %s %6d" % (day.strftime("%a %d %b %Y"), day.isoformat(), per_day[day]))
    return lines


def schedule():
    slots = []
    start = datetime.combine(date(2024, 3, 1), time(9, 0))
    for k in range(3000):
        s = start + timedelta(minutes=45 * k)
        if s.time() >= time(17, 0) or s.weekday() >= 5:
            continue
        slots.append(s)
    slots.sort(reverse=True)
    return sum(s.toordinal() + s.minute for s in slots), len(slots)


def main():
    lines = make_log(50000)
    records = parse_log(lines)
    per_day, per_week, per_hour = bucket(records)
    total, longest, mean = durations(records)
    checksum = sum(per_day.values()) + len(per_week) * 7 + sum(h * c for h, c in enumerate(per_hour))
    checksum += int(total.total_seconds()) + longest.seconds + mean.microseconds
    checksum += business_days(date(2023, 1, 1), date(2030, 1, 1))
    checksum += zones(records)
    rep = report(per_day)
    checksum += sum(len(line) for line in rep)
    s, n = schedule()
    checksum += s + n
    print(rep[0])
    print(rep[-1])
    print(str(total), str(longest), str(mean))
    print("checksum", checksum)


main()
