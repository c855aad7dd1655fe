n = 255
print(f"{n:x} {n:X} {n:o} {n:b} {n:#x} {n:#X} {n:#o} {n:#b}")
print(f"{n:08b} {n:#010x} {-n:x} {-n:#x}")
print(f"{65:c} {n:d}")

# ---- expected stdout ----
# ff FF 377 11111111 0xff 0XFF 0o377 0b11111111
# 11111111 0x000000ff -ff -0xff
# A 255
