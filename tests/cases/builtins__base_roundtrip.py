for n in (0, 7, -42, 255, 2 ** 65):
    assert int(bin(n), 0) == int(hex(n), 16) == int(oct(n), 8) == n
    print(n, int(bin(n), 0), int(hex(n)[2:] if n >= 0 else "-" + hex(n)[3:], 16))

# ---- expected stdout ----
# 0 0 0
# 7 7 7
# -42 -42 -42
# 255 255 255
# 36893488147419103232 36893488147419103232 36893488147419103232
