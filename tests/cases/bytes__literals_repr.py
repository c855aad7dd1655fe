print(b"abc", b"\x00\xff", b"it's", b'say "x"', b"\t\n\\")
print(repr(b""), bytes(3), bytes([65, 66, 67]), bytes(range(5)))

# ---- expected stdout ----
# b'abc' b'\x00\xff' b"it's" b'say "x"' b'\t\n\\'
# b'' b'\x00\x00\x00' b'ABC' b'\x00\x01\x02\x03\x04'
