print((1.0).hex(), (0.5).hex(), (-2.75).hex())
print(float.fromhex("0x1.8p1"), float.fromhex("-0x1p-2"))

# ---- expected stdout ----
# 0x1.0000000000000p+0 0x1.0000000000000p-1 -0x1.6000000000000p+1
# 3.0 -0.25
