print(abs(-3), abs(3.5), abs(-0.0), abs(3 + 4j), abs(True), abs(-2 ** 70))
class Mag:
    def __abs__(self):
        return "custom abs"
print(abs(Mag()))
try:
    abs("x")
except TypeError as e:
    print(e)

# ---- expected stdout ----
# 3 3.5 0.0 5.0 1 1180591620717411303424
# custom abs
# bad operand type for abs(): 'str'
