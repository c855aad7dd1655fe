# float.fromhex rounds correctly (half to even, subnormals included) and takes exponents
# of any size.
def attempt(text):
    try:
        print(text, repr(float.fromhex(text)))
    except Exception as e:
        print(text, type(e).__name__ + ": " + str(e))

for text in [
    "0x1p1023", "0x1p1024", "0x1.fffffffffffff8p1023", "0x1.fffffffffffff7p1023",
    "0x1p-1074", "0x1p-1075", "0x1.0000000000001p-1075", "0x3p-1076", "0x1p-1076",
    "0x1.00000000000008p0", "0x1.000000000000081p0", "0x1.00000000000018p0",
    "0x123456789abcdef123p0", "0x.8p1", "0x1p+5", "-0x1p-2000", "  0x1P4  ",
    "0x0p99999999999999999999", "0xfp-99999999999999999999999", "0x1p-9223372036854775808",
    "0x1p9223372036854775808", "inf", "-Infinity", "nan", "1e", "0x", "0x.p1", "0x1p", "0x1q",
]:
    attempt(text)

# ---- expected stdout ----
# 0x1p1023 8.98846567431158e+307
# 0x1p1024 OverflowError: hexadecimal value too large to represent as a float
# 0x1.fffffffffffff8p1023 OverflowError: hexadecimal value too large to represent as a float
# 0x1.fffffffffffff7p1023 1.7976931348623157e+308
# 0x1p-1074 5e-324
# 0x1p-1075 0.0
# 0x1.0000000000001p-1075 5e-324
# 0x3p-1076 5e-324
# 0x1p-1076 0.0
# 0x1.00000000000008p0 1.0
# 0x1.000000000000081p0 1.0000000000000002
# 0x1.00000000000018p0 1.0000000000000004
# 0x123456789abcdef123p0 3.358127276707303e+20
# 0x.8p1 1.0
# 0x1p+5 32.0
# -0x1p-2000 -0.0
#   0x1P4   16.0
# 0x0p99999999999999999999 0.0
# 0xfp-99999999999999999999999 0.0
# 0x1p-9223372036854775808 0.0
# 0x1p9223372036854775808 OverflowError: hexadecimal value too large to represent as a float
# inf inf
# -Infinity -inf
# nan nan
# 1e 30.0
# 0x ValueError: invalid hexadecimal floating-point string
# 0x.p1 ValueError: invalid hexadecimal floating-point string
# 0x1p ValueError: invalid hexadecimal floating-point string
# 0x1q ValueError: invalid hexadecimal floating-point string
