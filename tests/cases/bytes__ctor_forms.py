print(bytes(), bytes(0), bytes(4), bytearray(2))
print(bytes([72, 105]), bytes((0, 255)), bytes(range(65, 70)))
print(bytes(b"copy"), bytes(bytearray(b"ba")), bytearray(b"xy"))
print(bytes("héllo", "utf-8"), bytes("abc", encoding="ascii"))
print(bytearray("é", "latin-1"), bytes(source=b"kw"))
print(bytes(True), bytes([True, 2]), bytes(x * 2 for x in range(4)))
print(bytes({1: "a", 2: "b"}), bytes(iter([9, 10])))


class WithBytes:
    def __bytes__(self):
        return b"custom"


class WithIndex:
    def __index__(self):
        return 3


print(bytes(WithBytes()), bytes(WithIndex()), bytearray(WithIndex()))
print(len(bytes(1000)), bytes(3) == b"\x00" * 3)

# ---- expected stdout ----
# b'' b'' b'\x00\x00\x00\x00' bytearray(b'\x00\x00')
# b'Hi' b'\x00\xff' b'ABCDE'
# b'copy' b'ba' bytearray(b'xy')
# b'h\xc3\xa9llo' b'abc'
# bytearray(b'\xe9') b'kw'
# b'\x00' b'\x01\x02' b'\x00\x02\x04\x06'
# b'\x01\x02' b'\t\n'
# b'custom' b'\x00\x00\x00' bytearray(b'\x00\x00\x00')
# 1000 True
