import json
x = []
for _ in range(100000):
    x = [x]
try:
    print(len(json.dumps(x)))
except RecursionError:
    print("RecursionError")
d = {}
for _ in range(100000):
    d = {"a": d}
try:
    print(len(json.dumps(d, indent=2)))
except RecursionError:
    print("RecursionError")
