print((1024).to_bytes(2, "big"), (1024).to_bytes(4, "little"))
print(int.from_bytes(b"\x01\x00", "big"), int.from_bytes(b"\x01\x00", "little"))
print((-1).to_bytes(2, "big", signed=True))
print(int.from_bytes(b"\xff\xfe", "big", signed=True))
try:
    (256).to_bytes(1, "big")
except OverflowError as e:
    print(e)

# ---- expected stdout ----
# b'\x04\x00' b'\x00\x04\x00\x00'
# 256 1
# b'\xff\xff'
# -2
# int too big to convert
