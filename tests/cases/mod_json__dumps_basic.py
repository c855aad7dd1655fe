import json
print(json.dumps({"name": "x", "n": 3, "ok": True, "none": None, "vals": [1, 2.5, -0.0]}))
print(json.dumps([1, "two", (3, 4), {"five": 5}]))
print(json.dumps("plain"), json.dumps(42), json.dumps(None), json.dumps(False))
print(json.dumps({1: "int key", 2.5: "float key", True: "bool", None: "none"}))

# ---- expected stdout ----
# {"name": "x", "n": 3, "ok": true, "none": null, "vals": [1, 2.5, -0.0]}
# [1, "two", [3, 4], {"five": 5}]
# "plain" 42 null false
# {"1": "bool", "2.5": "float key", "null": "none"}
