import json
data = {"a": [1, 2, {"b": None}], "c": {}, "d": [], "e": "x"}
print(json.dumps(data, indent=2))
print(json.dumps(data, indent="\t"))
print(repr(json.dumps([1, [2]], indent=0)))
print(json.dumps({"k": [1, 2]}, indent=4, separators=(",", " => ")))

# ---- expected stdout ----
# {
#   "a": [
#     1,
#     2,
#     {
#       "b": null
#     }
#   ],
#   "c": {},
#   "d": [],
#   "e": "x"
# }
# {
# 	"a": [
# 		1,
# 		2,
# 		{
# 			"b": null
# 		}
# 	],
# 	"c": {},
# 	"d": [],
# 	"e": "x"
# }
# '[\n1,\n[\n2\n]\n]'
# {
#     "k" => [
#         1,
#         2
#     ]
# }
