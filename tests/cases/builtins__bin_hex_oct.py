print(bin(10), bin(-10), hex(255), hex(-1), oct(64), oct(-8), bin(0))
class Idx:
    def __index__(self):
        return 42
print(hex(Idx()), bin(Idx()))
try:
    hex(1.5)
except TypeError as e:
    print(e)

# ---- expected stdout ----
# 0b1010 -0b1010 0xff -0x1 0o100 -0o10 0b0
# 0x2a 0b101010
# 'float' object cannot be interpreted as an integer
