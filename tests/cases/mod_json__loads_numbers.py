import json
print(json.loads("123456789012345678901234567890"))
print(json.loads("[1e400, -1e400, 1.5, 0.1, 1E-2, -7]"))
print(json.loads("[NaN, Infinity, -Infinity]"))
print(json.loads('{"v": 1.10}', parse_float=str))
print(json.loads("[1, 2]", parse_int=float))
print(json.loads("[NaN]", parse_constant=lambda name: "const:" + name))

# ---- expected stdout ----
# 123456789012345678901234567890
# [inf, -inf, 1.5, 0.1, 0.01, -7]
# [nan, inf, -inf]
# {'v': '1.10'}
# [1.0, 2.0]
# ['const:NaN']
