import base64
import binascii

for s in [b'========', b'A=======', b'AA======', b'AAA=====', b'AAAA====', b'AAAAA===', b'AAAAAA==', b'AAAAAAA=',
          b'AAAAAAAA', b'MY======MY======', b'MY=A====']:
    try:
        print(s, base64.b32decode(s))
    except binascii.Error as e:
        print(s, 'Error:', e)
for s in [b'', b'!', b'!!', b'!!!!!', b'zzzz']:
    print(s, base64.a85decode(s))
for s in [b'~>', b'<~~>', b'<~!!~>']:
    print(s, base64.a85decode(s, adobe=True))

# ---- expected stdout ----
# b'========' Error: Incorrect padding
# b'A=======' Error: Incorrect padding
# b'AA======' b'\x00'
# b'AAA=====' Error: Incorrect padding
# b'AAAA====' b'\x00\x00'
# b'AAAAA===' b'\x00\x00\x00'
# b'AAAAAA==' Error: Incorrect padding
# b'AAAAAAA=' b'\x00\x00\x00\x00'
# b'AAAAAAAA' b'\x00\x00\x00\x00\x00'
# b'MY======MY======' Error: Non-base32 digit found
# b'MY=A====' Error: Non-base32 digit found
# b'' b''
# b'!' b''
# b'!!' b'\x00'
# b'!!!!!' b'\x00\x00\x00\x00'
# b'zzzz' b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00'
# b'~>' b''
# b'<~~>' b''
# b'<~!!~>' b'\x00'
