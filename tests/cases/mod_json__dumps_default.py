import json
class Point:
    def __init__(self, x, y):
        self.x, self.y = x, y
def enc(o):
    if isinstance(o, Point):
        return {"x": o.x, "y": o.y}
    if isinstance(o, set):
        return sorted(o)
    raise TypeError("nope")
print(json.dumps([Point(1, 2), {3, 1, 2}], default=enc))
print(json.dumps({"p": Point(0, Point(5, 6))}, default=enc, indent=1))
try:
    json.dumps(object(), default=enc)
except TypeError as e:
    print("TypeError:", e)

# ---- expected stdout ----
# [{"x": 1, "y": 2}, [1, 2, 3]]
# {
#  "p": {
#   "x": 0,
#   "y": {
#    "x": 5,
#    "y": 6
#   }
#  }
# }
# TypeError: nope
