import json
data = {"users": [{"id": i, "name": "user%d" % i, "score": i * 1.5, "active": i % 2 == 0} for i in range(3)],
        "meta": {"count": 3, "tags": ["x", "y"], "nested": {"deep": [[1, [2, [3]]]]}}, "empty": {}}
text = json.dumps(data, indent=2, sort_keys=True)
print(text)
print(json.loads(text) == data)
print(json.loads(json.dumps(data)) == data)

# ---- expected stdout ----
# {
#   "empty": {},
#   "meta": {
#     "count": 3,
#     "nested": {
#       "deep": [
#         [
#           1,
#           [
#             2,
#             [
#               3
#             ]
#           ]
#         ]
#       ]
#     },
#     "tags": [
#       "x",
#       "y"
#     ]
#   },
#   "users": [
#     {
#       "active": true,
#       "id": 0,
#       "name": "user0",
#       "score": 0.0
#     },
#     {
#       "active": false,
#       "id": 1,
#       "name": "user1",
#       "score": 1.5
#     },
#     {
#       "active": true,
#       "id": 2,
#       "name": "user2",
#       "score": 3.0
#     }
#   ]
# }
# True
# True
