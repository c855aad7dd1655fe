import binascii

long = bytes(range(100))
enc = binascii.b2a_base64(long)
print(len(enc), enc.count(b"\n"), enc.endswith(b"\n"))
print(binascii.a2b_base64(enc) == long)
print(binascii.b2a_base64(b""), binascii.b2a_base64(b"", newline=False))
print(binascii.b2a_base64(bytearray(b"\xff\xfe")), binascii.b2a_base64(b"a", newline=0))
# Non-strict decoding skips junk characters and newlines.
print(binascii.a2b_base64(b"YW\nJj\r\nZGVm"), binascii.a2b_base64(b"Y*W#J$j"))
print(binascii.a2b_base64(b"YWJj===="), binascii.a2b_base64(b"YQ==YQ=="))
for s in [b"=YWJj", b"YWJj=", b"YQ=x=", b"YQ==\n", b"YWJj", b"YQ===", b"Y!WJj"]:
    try:
        print(s, binascii.a2b_base64(s, strict_mode=True))
    except binascii.Error as e:
        print(s, "Error:", e)

# ---- expected stdout ----
# 137 1 True
# True
# b'\n' b''
# b'//4=\n' b'YQ=='
# b'abcdef' b'abc'
# b'abc' b'a'
# b'=YWJj' Error: Leading padding not allowed
# b'YWJj=' b'abc'
# b'YQ=x=' Error: Discontinuous padding not allowed
# b'YQ==\n' Error: Excess data after padding
# b'YWJj' b'abc'
# b'YQ===' Error: Excess data after padding
# b'Y!WJj' Error: Only base64 data is allowed
