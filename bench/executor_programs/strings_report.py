# String building and formatting: a fixed-width table report.
rows = []
for i in range(500):
    name = ("item-" + str(i * 7919 % 1000)).upper()
    rows.append((name, i % 17, (i * 31) % 1000 / 10))
header = f"{'NAME':<12}|{'N':>4}|{'SCORE':>8}"
lines = [header, "-" * len(header)]
for name, n, score in sorted(rows, key=lambda r: (r[1], -r[2]))[:200]:
    lines.append(f"{name:<12}|{n:>4}|{score:>8.1f}")
report = "\n".join(lines)
print(report.count("\n"), len(report))
print(lines[2])
words = report.replace("|", " ").split()
print(len(words), sum(1 for w in words if w.startswith("ITEM")))
