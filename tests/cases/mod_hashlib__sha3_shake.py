import hashlib

for name in ['sha3_224', 'sha3_256', 'sha3_384', 'sha3_512']:
    h = getattr(hashlib, name)(b'abc')
    print(name, h.digest_size, h.block_size, h.hexdigest())
print(hashlib.sha3_256(b'a' * 500).hexdigest())
s = hashlib.shake_128(b'abc')
print(s.name, s.digest_size, s.block_size)
print(s.hexdigest(16))
print(s.digest(5))
print(hashlib.shake_256(b'abc').hexdigest(40))
print(hashlib.shake_256(b'').hexdigest(0))
try:
    s.digest()
except TypeError as e:
    print('TypeError:', e)

# ---- expected stdout ----
# sha3_224 28 144 e642824c3f8cf24ad09234ee7d3c766fc9a3a5168d0c94ad73b46fdf
# sha3_256 32 136 3a985da74fe225b2045c172d6bd390bd855f086e3e9d525b46bfe24511431532
# sha3_384 48 104 ec01498288516fc926459f58e2c6ad8df9b473cb0fc08c2596da7cf0e49be4b298d88cea927ac7f539f1edf228376d25
# sha3_512 64 72 b751850b1a57168a5693cd924b6b096e08f621827444f70d884f5d0240d2712e10e116e9192af3c91a7ec57647e3934057340b4cf408d5a56592f8274eec53f0
# efd8f5b1af718bc5154fb2eb295f0cac82440e72594d6c731981d2508dae77b5
# shake_128 0 168
# 5881092dd818bf5cf8a3ddb793fbcba7
# b'X\x81\t-\xd8'
# 483366601360a8771c6863080cc4114d8db44530f8f1e1ee4f94ea37e78b5739d5a15bef186a5386
#
# TypeError: digest() missing required argument 'length' (pos 1)
