import json
deep = "[" * 50 + "]" * 50
print(json.dumps(json.loads(deep))[:20])
try:
    json.loads("[" * 100000)
except RecursionError as e:
    print("RecursionError:", e)
try:
    json.loads('{"a":' * 100000)
except RecursionError as e:
    print("RecursionError:", e)
x = []
for _ in range(100000):
    x = [x]
try:
    json.dumps(x)
except RecursionError as e:
    print("RecursionError:", e)

# ---- expected stdout ----
# [[[[[[[[[[[[[[[[[[[[
# RecursionError: maximum recursion depth exceeded while decoding a JSON array from a unicode string
# RecursionError: maximum recursion depth exceeded while decoding a JSON object from a unicode string
# RecursionError: maximum recursion depth exceeded while encoding a JSON object
