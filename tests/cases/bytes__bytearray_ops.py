ba = bytearray()
for i in range(5):
    ba.append(65 + i)
print(ba, ba.pop(), ba, ba.reverse(), ba)
ba.insert(0, 48)
print(ba, ba.find(b"C"), bytearray(3), bytearray([1, 2]) == b"\x01\x02")
try:
    ba.append(256)
except ValueError as e:
    print(e)

# ---- expected stdout ----
# bytearray(b'DCBA') 69 bytearray(b'DCBA') None bytearray(b'DCBA')
# bytearray(b'0DCBA') 2 bytearray(b'\x00\x00\x00') True
# byte must be in range(0, 256)
