x = 5
print(1 < x < 10, 1 < x > 3, 10 > x >= 5, 1 == 1 < 2 > 0)
calls = []
def v(n):
    calls.append(n)
    return n
print(v(1) < v(0) < v(2), calls)
print(0 < 1 == True, "a" < "b" < "c" != "d")

# ---- expected stdout ----
# True True True True
# False [1, 0]
# True True
