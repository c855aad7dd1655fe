b = bytes.fromhex("de ad be ef")
print(b, b.hex(), b.hex("-"), list(b))
print(bytes.fromhex(""), b"\x01\x02".hex())

# ---- expected stdout ----
# b'\xde\xad\xbe\xef' deadbeef de-ad-be-ef [222, 173, 190, 239]
# b'' 0102
