import binascii

print(binascii.b2a_base64(b'hello world'))
print(binascii.b2a_base64(b'hi', newline=False))
print(binascii.a2b_base64(b'aGVsbG8gd29ybGQ=\n'))
print(binascii.a2b_base64('aGk='))
for s in [b'YQ', b'Y', b'YQ===', b'YW Jj']:
    for strict in (False, True):
        try:
            print(s, strict, binascii.a2b_base64(s, strict_mode=strict))
        except binascii.Error as e:
            print(s, strict, 'Error:', e)
try:
    binascii.b2a_base64(b'', True)
except TypeError as e:
    print(e)
try:
    binascii.a2b_base64('caf\xe9')
except ValueError as e:
    print(e)

# ---- expected stdout ----
# b'aGVsbG8gd29ybGQ=\n'
# b'aGk='
# b'hello world'
# b'hi'
# b'YQ' False Error: Incorrect padding
# b'YQ' True Error: Incorrect padding
# b'Y' False Error: Invalid base64-encoded string: number of data characters (1) cannot be 1 more than a multiple of 4
# b'Y' True Error: Invalid base64-encoded string: number of data characters (1) cannot be 1 more than a multiple of 4
# b'YQ===' False b'a'
# b'YQ===' True Error: Excess data after padding
# b'YW Jj' False b'abc'
# b'YW Jj' True Error: Only base64 data is allowed
# b2a_base64() takes exactly 1 positional argument (2 given)
# string argument should contain only ASCII characters
