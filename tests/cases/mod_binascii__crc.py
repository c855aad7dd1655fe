import binascii

print(binascii.crc32(b''), binascii.crc32(b'hello'), binascii.crc32(b'hello world'))
crc = binascii.crc32(b'hello ')
print(binascii.crc32(b'world', crc) == binascii.crc32(b'hello world'))
print(binascii.crc32(b'a', -1), binascii.crc32(b'a', 2**40))
print(binascii.crc_hqx(b'hello', 0), binascii.crc_hqx(b'123456789', 0xffff), binascii.crc_hqx(b'', 7))
for f in [lambda: binascii.crc32(), lambda: binascii.crc32('s'), lambda: binascii.crc32(b'', 1, 2),
          lambda: binascii.crc32(data=b''), lambda: binascii.crc_hqx(b'', 'x')]:
    try:
        print(f())
    except TypeError as e:
        print('TypeError:', e)

# ---- expected stdout ----
# 0 907060870 222957957
# True
# 3310005809 3904355907
# 50018 10673 7
# TypeError: crc32 expected at least 1 argument, got 0
# TypeError: a bytes-like object is required, not 'str'
# TypeError: crc32 expected at most 2 arguments, got 3
# TypeError: binascii.crc32() takes no keyword arguments
# TypeError: 'str' object cannot be interpreted as an integer
