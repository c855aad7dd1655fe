import json
vals = [0.1, 1.0, 1e16, 1e-7, 123456789.123, 1/3, 2.5e-300, 1.7976931348623157e308, -0.0, 5e-324]
print(json.dumps(vals))
print(json.dumps({0.1: 1, 1e100: 2}))
print(json.dumps([float("nan"), float("inf"), float("-inf")]))
try:
    json.dumps([float("nan")], allow_nan=False)
except ValueError as e:
    print("ValueError:", e)
try:
    json.dumps({"x": float("inf")}, allow_nan=False, indent=2)
except ValueError as e:
    print("ValueError:", e)

# ---- expected stdout ----
# [0.1, 1.0, 1e+16, 1e-07, 123456789.123, 0.3333333333333333, 2.5e-300, 1.7976931348623157e+308, -0.0, 5e-324]
# {"0.1": 1, "1e+100": 2}
# [NaN, Infinity, -Infinity]
# ValueError: Out of range float values are not JSON compliant
# ValueError: Out of range float values are not JSON compliant: inf
