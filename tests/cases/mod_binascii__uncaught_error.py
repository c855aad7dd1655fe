import binascii

print(binascii.a2b_base64(b"aGVsbG8="))
try:
    binascii.a2b_base64(b"aGVsbG8")
except ValueError as e:
    print("caught as ValueError:", type(e).__name__, type(e).__module__)
binascii.a2b_base64(b"a")

# ---- expected stdout ----
# b'hello'
# caught as ValueError: Error binascii
# ---- expected exception ----
# binascii.Error: Invalid base64-encoded string: number of data characters (1) cannot be 1 more than a multiple of 4
