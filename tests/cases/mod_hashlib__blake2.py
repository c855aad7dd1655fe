import hashlib

print(hashlib.blake2b(b'abc').hexdigest())
print(hashlib.blake2s(b'abc').hexdigest())
b = hashlib.blake2b(b'abc', digest_size=20, key=b'k', salt=b's', person=b'p')
print(b.name, b.digest_size, b.block_size, b.hexdigest())
print(hashlib.blake2s(b'abc', digest_size=8, key=b'secret').hexdigest())
print(hashlib.blake2b(b'abc', fanout=2, depth=3, leaf_size=5, node_offset=7, node_depth=1, inner_size=9, last_node=True).hexdigest())
print(hashlib.blake2b.SALT_SIZE, hashlib.blake2b.PERSON_SIZE, hashlib.blake2b.MAX_KEY_SIZE, hashlib.blake2b.MAX_DIGEST_SIZE)
print(hashlib.blake2s.SALT_SIZE, hashlib.blake2s.MAX_DIGEST_SIZE)
h = hashlib.blake2b(digest_size=16)
h.update(b'a' * 200)
c = h.copy()
c.update(b'b')
print(h.hexdigest(), c.hexdigest())
print(type(h).__name__, type(h).__module__)

# ---- expected stdout ----
# ba80a53f981c4d0d6a2797b69f12f6e94c212f14685ac4b74b12bb6fdbffa2d17d87c5392aab792dc252d5de4533cc9518d38aa8dbf1925ab92386edd4009923
# 508c5e8c327c14e2e1a72ba34eeb452f37458b209ed63a294d999b4c86675982
# blake2b 20 128 0c694d1f89100a1db6ed58b7322cc3f244ac769a
# cff0e9417ee7f9fe
# 168d2ad1bf0927575d113405a6bce4c996ee0acd8296f3c11f697a93396210bda2108bfc226b63ce437dfaaf92d1258af6ed7eda550c31ea0c50b32f67e7a948
# 16 16 64 64
# 8 32
# d63a46941ee0449fd1a7292005e08096 3d6f7a9ee1b12165f7b59099b3881520
# blake2b _blake2
