import binascii

samples = [b"", b"\x00", b"hello", bytes(range(0, 256, 17)), bytearray(b"\xde\xad\xbe\xef")]
for s in samples:
    h = binascii.hexlify(s)
    print(h, h == bytes(s).hex().encode(), binascii.unhexlify(h) == s, type(binascii.unhexlify(h)).__name__)
print(binascii.unhexlify("DeadBeef"), binascii.a2b_hex(bytearray(b"00ff")))
print(binascii.hexlify(b"\x01\x02").decode(), binascii.b2a_hex(b"\xff", "|"))
print(bytes.fromhex("de ad be ef") == binascii.unhexlify("deadbeef"))
# Typical: fingerprint formatting with separators.
digest = bytes([0x5a, 0x01, 0xc3, 0xff, 0x10, 0x00])
print(binascii.hexlify(digest, ":").decode().upper())
print(binascii.hexlify(digest, " ", 2).decode())
for bad in ["de ad", "0x10", "abcg", "\u00e9\u00e9"]:
    try:
        binascii.unhexlify(bad)
    except (binascii.Error, ValueError) as e:
        print(repr(bad), type(e).__name__, e)

# ---- expected stdout ----
# b'' True True bytes
# b'00' True True bytes
# b'68656c6c6f' True True bytes
# b'00112233445566778899aabbccddeeff' True True bytes
# b'deadbeef' True True bytes
# b'\xde\xad\xbe\xef' b'\x00\xff'
# 0102 b'ff'
# True
# 5A:01:C3:FF:10:00
# 5a01 c3ff 1000
# 'de ad' Error Odd-length string
# '0x10' Error Non-hexadecimal digit found
# 'abcg' Error Non-hexadecimal digit found
# 'éé' ValueError string argument should contain only ASCII characters
