import json
class ComplexEncoder(json.JSONEncoder):
    def default(self, o):
        if isinstance(o, complex):
            return {"re": o.real, "im": o.imag}
        return super().default(o)
print(json.dumps({"z": 1 + 2j, "n": 3}, cls=ComplexEncoder))
print(ComplexEncoder(indent=1, sort_keys=True).encode({"b": 2j, "a": 1}))
print(json.JSONEncoder().encode([1, "a"]))
try:
    json.dumps([object()], cls=ComplexEncoder)
except TypeError as e:
    print("TypeError:", e)

# ---- expected stdout ----
# {"z": {"re": 1.0, "im": 2.0}, "n": 3}
# {
#  "a": 1,
#  "b": {
#   "im": 2.0,
#   "re": 0.0
#  }
# }
# [1, "a"]
# TypeError: Object of type object is not JSON serializable
