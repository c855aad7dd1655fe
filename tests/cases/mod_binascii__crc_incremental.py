import binascii

# Checksum a "file" in chunks, the way a streaming reader would.
data = b"".join(bytes([i % 251]) for i in range(5000))
whole = binascii.crc32(data)
for size in [1, 7, 64, 1000, 4096, 10000]:
    crc = 0
    for i in range(0, len(data), size):
        crc = binascii.crc32(data[i:i + size], crc)
    print(size, crc == whole)
print(whole, hex(whole), "%08x" % whole)
print(binascii.crc32(b"The quick brown fox jumps over the lazy dog"))
print(binascii.crc32(bytearray(b"abc")), binascii.crc32(b"abc", 0xffffffff), binascii.crc32(b"abc") & 0xffffffff)
h = 0
for chunk in [b"1234", b"56789"]:
    h = binascii.crc_hqx(chunk, h)
print(h, binascii.crc_hqx(b"123456789", 0), binascii.crc_hqx(b"x", 0x1ffff) == binascii.crc_hqx(b"x", 0xffff))

# ---- expected stdout ----
# 1 True
# 7 True
# 64 True
# 1000 True
# 4096 True
# 10000 True
# 3244323848 0xc1607408 c1607408
# 1095738169
# 891568578 899311407 891568578
# 12739 12739 True
