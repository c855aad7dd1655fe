import json
print(json.dumps({"b": 2, "a": 1, "c": {"z": 0, "y": [3, {"k": 1, "j": 2}]}}, sort_keys=True))
print(json.dumps({3: "c", 1: "a", 2: "b"}, sort_keys=True, indent=1))
try:
    json.dumps({1: 2, "a": 3}, sort_keys=True)
except TypeError as e:
    print("TypeError:", e)

# ---- expected stdout ----
# {"a": 1, "b": 2, "c": {"y": [3, {"j": 2, "k": 1}], "z": 0}}
# {
#  "1": "a",
#  "2": "b",
#  "3": "c"
# }
# TypeError: '<' not supported between instances of 'str' and 'int'
