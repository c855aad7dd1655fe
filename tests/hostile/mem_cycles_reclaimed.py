# expect: ok
# flags: --timeout 30 --max-memory 100000000
# 100,000 pairs of objects that point at each other, dropped each run (about 30 MB a run):
# unreachable cycles are collected, so five runs do not pile up past the 100 MB limit.
class Node:
    pass
def make():
    for _ in range(100_000):
        a = Node(); b = Node()
        a.other = b; b.other = a
make()
# ---
make()
# ---
make()
# ---
make()
# ---
make()
1
