print(int(), int(True), int(" 0010 "), int(-0))
print(int("0"), int("00"), int("0_0"))
print(int(3.99), int(-0.5))
class N:
    def __index__(self):
        return 9
    def __int__(self):
        return 7
print(int(N()))

# ---- expected stdout ----
# 0 1 10 0
# 0 0 0
# 3 0
# 7
