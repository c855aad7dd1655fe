for x in b"AZ":
    print(x, chr(x))
print(sum(b"\x01\x02\x03"), max(b"xyz"), sorted(b"cab"))
print(bytes([x ^ 0x20 for x in b"Hello"]))

# ---- expected stdout ----
# 65 A
# 90 Z
# 6 122 [97, 98, 99]
# b'hELLO'
