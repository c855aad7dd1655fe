import json
class Point:
    def __init__(self, x, y):
        self.x, self.y = x, y
for bad in [Point(1, 2), {1, 2}, b"bytes", 1j]:
    try:
        json.dumps(bad)
    except TypeError as e:
        print("TypeError:", e)
try:
    json.dumps({(1, 2): "tuple key"})
except TypeError as e:
    print("TypeError:", e)
print(json.dumps({(1, 2): "dropped", "kept": 1}, skipkeys=True))
json.dumps({"p": Point(0, 0)})

# ---- expected stdout ----
# TypeError: Object of type Point is not JSON serializable
# TypeError: Object of type set is not JSON serializable
# TypeError: Object of type bytes is not JSON serializable
# TypeError: Object of type complex is not JSON serializable
# TypeError: keys must be str, int, float, bool or None, not tuple
# {"kept": 1}
# ---- expected exception ----
# TypeError: Object of type Point is not JSON serializable
