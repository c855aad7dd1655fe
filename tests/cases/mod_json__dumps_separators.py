import json
print(json.dumps({"a": 1, "b": [1, 2]}, separators=(",", ":")))
print(json.dumps({"a": 1, "b": [1, 2]}, separators=(" , ", " : ")))
print(json.dumps([1, 2], indent=1, separators=(", ", ": ")).replace(" \n", "<sp>\n"))

# ---- expected stdout ----
# {"a":1,"b":[1,2]}
# {"a" : 1 , "b" : [1 , 2]}
# [
#  1,<sp>
#  2
# ]
