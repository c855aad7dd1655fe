import json
a = []
a.append(a)
try:
    json.dumps(a)
except ValueError as e:
    print("ValueError", e)
d = {}
d["d"] = d
try:
    json.dumps(d)
except ValueError as e:
    print("ValueError", e)
class C: pass
try:
    json.dumps(C())
except TypeError as e:
    print("TypeError")
def default(o):
    return [o]
try:
    json.dumps(C(), default=default)
except (ValueError, RecursionError) as e:
    print(type(e).__name__)
