print(bin(10), bin(-10), hex(255), hex(-1), oct(64), oct(-8), bin(0))
class Idx:
    def __index__(self):
        return 42
print(hex(Idx()), bin(Idx()))
try:
    hex(1.5)
except TypeError as e:
    print(e)
print(hex(-2**63), hex(2**63 - 1), oct(-2**63), bin(2**63 - 1), hex(2**70), bin(True))

# ---- expected stdout ----
# 0b1010 -0b1010 0xff -0x1 0o100 -0o10 0b0
# 0x2a 0b101010
# 'float' object cannot be interpreted as an integer
# -0x8000000000000000 0x7fffffffffffffff -0o1000000000000000000000 0b111111111111111111111111111111111111111111111111111111111111111 0x400000000000000000 0b1
