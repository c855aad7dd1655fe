# Extracting fields from semi-structured log lines with regular expressions.
import re
levels = ["INFO", "WARN", "ERROR", "DEBUG"]
lines = []
for i in range(800):
    lines.append(f"2024-05-{1 + i % 28:02d} 12:{i % 60:02d}:{(i * 7) % 60:02d} [{levels[i % 4]}] user={i % 37} took {(i * 13) % 900}ms path=/api/v{1 + i % 3}/items/{i}")
pattern = re.compile(r"\[(\w+)\] user=(\d+) took (\d+)ms path=(\S+)")
stats = {}
slow = []
for line in lines:
    m = pattern.search(line)
    level, user, ms, path = m.group(1), int(m.group(2)), int(m.group(3)), m.group(4)
    stats[level] = stats.get(level, 0) + 1
    if ms > 800:
        slow.append(path)
print(sorted(stats.items()), len(slow), slow[:2])
versions = re.findall(r"/api/(v\d)/", "\n".join(lines))
print({v: versions.count(v) for v in sorted(set(versions))})
