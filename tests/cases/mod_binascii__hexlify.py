import binascii

print(binascii.hexlify(b'\x00\x01\xfe\xff'))
print(binascii.b2a_hex(bytearray(b'abc')))
print(binascii.hexlify(b'\x01\x02\x03\x04\x05', '-'))
print(binascii.hexlify(b'\x01\x02\x03\x04\x05', '-', 2))
print(binascii.hexlify(b'\x01\x02\x03\x04\x05', b':', -2))
print(binascii.hexlify(b'', ':'))
print(binascii.unhexlify(b'48656c6c6f'), binascii.a2b_hex('48656C6C6F'))
for f in [lambda: binascii.unhexlify('abc'), lambda: binascii.unhexlify(b'zz'), lambda: binascii.hexlify('ab'),
          lambda: binascii.hexlify(b'ab', '--'), lambda: binascii.unhexlify(5), lambda: binascii.hexlify()]:
    try:
        print(f())
    except binascii.Error as e:
        print('Error:', e)
    except (TypeError, ValueError) as e:
        print(type(e).__name__ + ':', e)

# ---- expected stdout ----
# b'0001feff'
# b'616263'
# b'01-02-03-04-05'
# b'01-0203-0405'
# b'0102:0304:05'
# b''
# b'Hello' b'Hello'
# Error: Odd-length string
# Error: Non-hexadecimal digit found
# TypeError: a bytes-like object is required, not 'str'
# ValueError: sep must be length 1.
# TypeError: argument should be bytes, buffer or ASCII string, not 'int'
# TypeError: hexlify() missing required argument 'data' (pos 1)
