import base64
import binascii

for bad in [b'YQ', b'YQ=', b'Y', b'YWJjZ', b'YWJjZA', 'abc\xe9', 3, None]:
    try:
        print(base64.b64decode(bad))
    except binascii.Error as e:
        print('binascii.Error:', e)
    except (TypeError, ValueError) as e:
        print(type(e).__name__ + ':', e)
print(issubclass(binascii.Error, ValueError))
try:
    base64.b64encode('text')
except TypeError as e:
    print(e)
try:
    base64.b64encode(b'ab', altchars=b'-')
except AssertionError as e:
    print('AssertionError', e)

# ---- expected stdout ----
# binascii.Error: Incorrect padding
# binascii.Error: Incorrect padding
# binascii.Error: Invalid base64-encoded string: number of data characters (1) cannot be 1 more than a multiple of 4
# binascii.Error: Invalid base64-encoded string: number of data characters (5) cannot be 1 more than a multiple of 4
# binascii.Error: Incorrect padding
# ValueError: string argument should contain only ASCII characters
# TypeError: argument should be a bytes-like object or ASCII string, not 'int'
# TypeError: argument should be a bytes-like object or ASCII string, not 'NoneType'
# True
# a bytes-like object is required, not 'str'
# AssertionError b'-'
