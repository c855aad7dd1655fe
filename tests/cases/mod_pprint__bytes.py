import pprint
data = bytes(range(40))
pprint.pprint(data)
pprint.pprint(data, width=30)
pprint.pprint(bytearray(b"hello world, this is a bytearray of some length"), width=30)
pprint.pprint([b"abc" * 10, bytearray(b"xyz" * 10)], width=25)
pprint.pprint(b"abcd", width=1)

# ---- expected stdout ----
# (b'\x00\x01\x02\x03\x04\x05\x06\x07\x08\t\n\x0b\x0c\r\x0e\x0f\x10\x11\x12\x13'
#  b'\x14\x15\x16\x17\x18\x19\x1a\x1b\x1c\x1d\x1e\x1f !"#$%&\'')
# (b'\x00\x01\x02\x03'
#  b'\x04\x05\x06\x07'
#  b'\x08\t\n\x0b\x0c\r\x0e\x0f'
#  b'\x10\x11\x12\x13'
#  b'\x14\x15\x16\x17'
#  b'\x18\x19\x1a\x1b'
#  b'\x1c\x1d\x1e\x1f !"#$%&\'')
# bytearray(b'hello world, thi'
#           b's is a bytearray'
#           b' of some length')
# [b'abcabcabcabcabcabcab'
#  b'cabcabcabc',
#  bytearray(b'xyzxyzxy'
#            b'zxyzxyzx'
#            b'yzxyzxyz'
#            b'xyzxyz')]
# b'abcd'
