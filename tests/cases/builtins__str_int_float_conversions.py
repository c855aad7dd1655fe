# str(), int() and float() of plain ints, floats and strs take a shortcut; the results and
# the errors must match CPython's, and subclasses and other arguments keep the general rules.


class MyStr(str):
    pass


class MyInt(int):
    pass


print(str(-5), str(0), str(2**62), str("same"), repr(str("")), str(True), str(1.5))
print(int(3.9), int(-3.9), int(-0.0), int(7), int(1e18), int(1e19), int(-2.5e18), int(True))
print(float(2**53 + 1), float(-0), float(7), float(2.5), float(2**63), float("1e3"))
print(type(MyStr(5)).__name__, MyStr(5), type(MyInt(3.7)).__name__, MyInt(3.7))
s = "abc"
print(str(s) is s, int(12) == 12, type(float(3)).__name__)
for bad in [float("nan"), float("inf"), float("-inf")]:
    try:
        int(bad)
    except (ValueError, OverflowError) as e:
        print(type(e).__name__, e)
try:
    float(10**400)
except OverflowError as e:
    print("OverflowError", e)

# ---- expected stdout ----
# -5 0 4611686018427387904 same '' True 1.5
# 3 -3 0 7 1000000000000000000 10000000000000000000 -2500000000000000000 1
# 9007199254740992.0 0.0 7.0 2.5 9.223372036854776e+18 1000.0
# MyStr 5 MyInt 3
# True True float
# ValueError cannot convert float NaN to integer
# OverflowError cannot convert float infinity to integer
# OverflowError cannot convert float infinity to integer
# OverflowError int too large to convert to float
