import hashlib

print(sorted(hashlib.algorithms_guaranteed))
print(type(hashlib.algorithms_guaranteed).__name__)
print(hashlib.algorithms_guaranteed <= hashlib.algorithms_available)
for name in sorted(hashlib.algorithms_guaranteed):
    h = hashlib.new(name)
    print(name, h.name, h.digest_size, h.block_size)
print(hashlib.md5(b'a', usedforsecurity=False).hexdigest())
print(hashlib.new('sha1', b'a', usedforsecurity=False).hexdigest())

# ---- expected stdout ----
# ['blake2b', 'blake2s', 'md5', 'sha1', 'sha224', 'sha256', 'sha384', 'sha3_224', 'sha3_256', 'sha3_384', 'sha3_512', 'sha512', 'shake_128', 'shake_256']
# set
# True
# blake2b blake2b 64 128
# blake2s blake2s 32 64
# md5 md5 16 64
# sha1 sha1 20 64
# sha224 sha224 28 64
# sha256 sha256 32 64
# sha384 sha384 48 128
# sha3_224 sha3_224 28 144
# sha3_256 sha3_256 32 136
# sha3_384 sha3_384 48 104
# sha3_512 sha3_512 64 72
# sha512 sha512 64 128
# shake_128 shake_128 0 168
# shake_256 shake_256 0 136
# 0cc175b9c0f1b6a831c399e269772661
# 86f7e437faa5a7fce15d1ddcb9eaeaea377667b8
