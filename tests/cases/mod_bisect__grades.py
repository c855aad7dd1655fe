import bisect

def grade(score, breakpoints=[60, 70, 80, 90], grades="FDCBA"):
    return grades[bisect.bisect(breakpoints, score)]

print([grade(s) for s in [33, 99, 77, 70, 89, 90, 100, 60, 59]])

def index(a, x):
    i = bisect.bisect_left(a, x)
    if i != len(a) and a[i] == x:
        return i
    raise ValueError(f"{x} not found")

data = [3, 6, 9, 12, 15]
print(index(data, 9))
try:
    index(data, 10)
except ValueError as e:
    print(e)

# ---- expected stdout ----
# ['F', 'A', 'C', 'C', 'B', 'A', 'A', 'D', 'F']
# 2
# 10 not found
