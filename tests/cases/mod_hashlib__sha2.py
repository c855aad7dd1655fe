import hashlib

for name in ['sha224', 'sha256', 'sha384', 'sha512']:
    ctor = getattr(hashlib, name)
    h = ctor(b'abc')
    print(name, h.name, h.digest_size, h.block_size)
    print(h.hexdigest())
    print(ctor(b'a' * 300).hexdigest())
print(hashlib.sha256(string=b'x').hexdigest())

# ---- expected stdout ----
# sha224 sha224 28 64
# 23097d223405d8228642a477bda255b32aadbce4bda0b3f7e36c9da7
# 0a7f16c10aafb0518d8f6e7d78f5089939821fd1015d3fbf6c1b2b40
# sha256 sha256 32 64
# ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad
# 9835fa6bf4e20a9b9ea812506302e98982721a6cf8d2cae67af57129bf21ae90
# sha384 sha384 48 128
# cb00753f45a35e8bb5a03d699ac65007272c32ab0eded1631a8b605a43ff5bed8086072ba1e7cc2358baeca134c825a7
# 0541e349b6d06749a852ae0a68db73f98620879de6b5b3743d7fca7dda0f81d83b0ca596f710542ed343f1b4214d508c
# sha512 sha512 64 128
# ddaf35a193617abacc417349ae20413112e6fa4e89a97ea20a9eeee64b55d39a2192992a274fc1a836ba3c23a3feebbd454d4423643ce80e2a9ac94fa54ca49f
# a6a77010dd9696c23831e6549de51724df332c2075039b75fcfe6c2e6de42fbd3c80ed4073267e00c8c320712c3cdd9d65a96f90a3fe4a58a6b70a103be08e83
# 2d711642b726b04401627ca9fbac32f5c8530fb1903cc4db02258717921a4881
