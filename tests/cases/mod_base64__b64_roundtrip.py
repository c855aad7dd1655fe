import base64

for data in [b'', b'f', b'fo', b'foo', b'foob', b'fooba', b'foobar', bytes(range(250, 256))]:
    enc = base64.b64encode(data)
    print(data, enc, base64.b64decode(enc) == data)
print(base64.b64encode(bytearray(b'xyz')))
print(base64.b64decode('Zm9vYmFy'))
print(base64.b64decode(bytearray(b'Zm9v')))
print(base64.standard_b64encode(b'\xfb\xff\xfe'), base64.standard_b64decode(b'+//+'))
print(base64.b64encode(b'\xfb\xff\xfe', altchars=b'*-'))
print(base64.b64decode(b'*-/+', altchars=b'*-'))
print(base64.b64decode(b'Zm 9v\nYmFy!!'))

# ---- expected stdout ----
# b'' b'' True
# b'f' b'Zg==' True
# b'fo' b'Zm8=' True
# b'foo' b'Zm9v' True
# b'foob' b'Zm9vYg==' True
# b'fooba' b'Zm9vYmE=' True
# b'foobar' b'Zm9vYmFy' True
# b'\xfa\xfb\xfc\xfd\xfe\xff' b'+vv8/f7/' True
# b'eHl6'
# b'foobar'
# b'foo'
# b'+//+' b'\xfb\xff\xfe'
# b'*--*'
# b'\xfb\xff\xfe'
# b'foobar'
