import hashlib

for name in ['md5', 'sha1', 'sha256', 'SHA256', 'sha-256', 'MD5', 'sha3-256', 'sha3_256', 'shake128', 'blake2b512', 'blake2s']:
    h = hashlib.new(name, b'data')
    print(name, h.name)
print(hashlib.new('sha512', data=b'x').hexdigest()[:32])
print(hashlib.new(name='md5', data=b'x').hexdigest())
print(hashlib.new('blake2b', b'x', digest_size=8).hexdigest())
for bad in ['foo', 'SHA3_256', 'BLAKE2B']:
    try:
        hashlib.new(bad)
    except ValueError as e:
        print('ValueError:', e)
try:
    hashlib.new('md5', b'x', digest_size=8)
except TypeError as e:
    print('TypeError:', e)

# ---- expected stdout ----
# md5 md5
# sha1 sha1
# sha256 sha256
# SHA256 sha256
# sha-256 sha256
# MD5 md5
# sha3-256 sha3_256
# sha3_256 sha3_256
# shake128 shake_128
# blake2b512 blake2b
# blake2s blake2s
# a4abd4448c49562d828115d13a1fccea
# 9dd4e461268c8034f5c8564e155c67a6
# 4adf4367f96e584f
# ValueError: unsupported hash type foo
# ValueError: unsupported hash type SHA3_256
# ValueError: unsupported hash type BLAKE2B
# TypeError: 'digest_size' is an invalid keyword argument for new()
