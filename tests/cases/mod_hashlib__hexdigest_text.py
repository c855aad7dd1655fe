import hashlib

words = ['alpha', 'beta', 'gamma', 'delta']
for w in words:
    print(w, hashlib.sha256(w.encode()).hexdigest()[:16], hashlib.md5(w.encode('utf-8')).hexdigest()[:8])
text = 'caf\u00e9 \u2603'
print(hashlib.sha1(text.encode('utf-8')).hexdigest())
digests = {w: hashlib.sha1(w.encode()).digest() for w in words}
print(sorted(words, key=lambda w: digests[w]))
print(int(hashlib.md5(b'seed').hexdigest(), 16) % 1000)

# ---- expected stdout ----
# alpha 8ed3f6ad685b959e 2c1743a3
# beta f44e64e75f3948e9 987bcab0
# gamma be9d587defa1f0c0 05b048d7
# delta 4f4a9410ffcdf895 63bcabf8
# f7db5597803a56d76cf35e8c17784b671cc3537b
# ['delta', 'beta', 'alpha', 'gamma']
# 266
