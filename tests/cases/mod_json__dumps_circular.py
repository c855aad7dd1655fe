import json
a = [1, 2]
a.append(a)
try:
    json.dumps(a)
except ValueError as e:
    print("ValueError:", e)
d = {"k": 1}
d["self"] = d
try:
    json.dumps(d, indent=2)
except ValueError as e:
    print("ValueError:", e)
shared = [1]
print(json.dumps([shared, shared, {"s": shared}]))

# ---- expected stdout ----
# ValueError: Circular reference detected
# ValueError: Circular reference detected
# [[1], [1], {"s": [1]}]
