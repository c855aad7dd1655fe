import base64
import binascii

for data in [b'', b'a', b'ab', b'abc', b'abcd', b'abcde', b'abcdef']:
    e = base64.b32encode(data)
    h = base64.b32hexencode(data)
    print(e, h, base64.b32decode(e) == data, base64.b32hexdecode(h) == data)
print(base64.b32decode(b'mfrgg===', casefold=True))
print(base64.b32decode(b'0FRGG===', map01=b'L'))
print(base64.b16encode(b'\x01\xab\xff'), base64.b16decode('01ABFF'), base64.b16decode(b'01abff', casefold=True))
for f in [lambda: base64.b32decode(b'MFRGG'), lambda: base64.b32decode(b'MFRGG=1='), lambda: base64.b32decode(b'M======='),
          lambda: base64.b32decode(b'mfrgg==='), lambda: base64.b16decode(b'01ab'), lambda: base64.b16decode(b'ABC'),
          lambda: base64.b32decode(b'MFRGG===', map01=b'LL')]:
    try:
        print(f())
    except binascii.Error as e:
        print('Error:', e)
    except AssertionError as e:
        print('AssertionError:', e)

# ---- expected stdout ----
# b'' b'' True True
# b'ME======' b'C4======' True True
# b'MFRA====' b'C5H0====' True True
# b'MFRGG===' b'C5H66===' True True
# b'MFRGGZA=' b'C5H66P0=' True True
# b'MFRGGZDF' b'C5H66P35' True True
# b'MFRGGZDFMY======' b'C5H66P35CO======' True True
# b'abc'
# b'qbc'
# b'01ABFF' b'\x01\xab\xff' b'\x01\xab\xff'
# Error: Incorrect padding
# Error: Non-base32 digit found
# Error: Incorrect padding
# Error: Non-base32 digit found
# Error: Non-base16 digit found
# Error: Odd-length string
# AssertionError: b'LL'
