import hashlib

for data in [b'', b'abc', b'The quick brown fox jumps over the lazy dog', b'x' * 1000]:
    print(hashlib.md5(data).hexdigest(), hashlib.sha1(data).hexdigest())
print(hashlib.md5(b'abc').digest())
print(hashlib.sha1(bytearray(b'abc')).digest().hex())
h = hashlib.md5()
print(h.name, h.digest_size, h.block_size)
print(hashlib.sha1().name, hashlib.sha1().digest_size, hashlib.sha1().block_size)

# ---- expected stdout ----
# d41d8cd98f00b204e9800998ecf8427e da39a3ee5e6b4b0d3255bfef95601890afd80709
# 900150983cd24fb0d6963f7d28e17f72 a9993e364706816aba3e25717850c26c9cd0d89d
# 9e107d9d372bb6826bd81d3542a419d6 2fd4e1c67a2d28fced849ee1bb76e7391b93eb12
# 398533d48111e9f664b1f64cb10c4b63 c3efa690fa3fdd2e2526853eed670538ea127638
# b'\x90\x01P\x98<\xd2O\xb0\xd6\x96?}(\xe1\x7fr'
# a9993e364706816aba3e25717850c26c9cd0d89d
# md5 16 64
# sha1 20 64
