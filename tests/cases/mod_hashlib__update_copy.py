import hashlib

h = hashlib.sha256()
for part in [b'hello', b' ', b'world']:
    print(h.update(part))
print(h.hexdigest() == hashlib.sha256(b'hello world').hexdigest())
c = h.copy()
c.update(b'!')
print(h.hexdigest())
print(c.hexdigest())
print(hashlib.sha256(b'hello world!').hexdigest() == c.hexdigest())
print(h.digest() == h.digest())
h.update(bytearray(b'abc'))
print(h.hexdigest())
big = hashlib.md5()
for i in range(100):
    big.update(bytes([i]) * i)
print(big.hexdigest())

# ---- expected stdout ----
# None
# None
# None
# True
# b94d27b9934d3e08a52e52d7da7dabfac484efe37a5380ee9088f7ace2efcde9
# 7509e5bda0c762d2bac7f90d758b5b2263fa01ccbc542ab5e3df163be08e6ca9
# True
# True
# 1dc7221c0bf926f1d9977a623129941555dc63a05da14d55e8f53f7d0a61e193
# fe0c0203be125f057bd8a58871833d28
