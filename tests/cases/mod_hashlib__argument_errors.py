# Argument errors of natives bound through Signature, with CPython's wording.
import hashlib, io

calls = [
    lambda: hashlib.md5(b"", 1),
    lambda: hashlib.md5(x=1),
    lambda: hashlib.sha256(b"", string=b""),
    lambda: hashlib.sha3_256(b"", 1),
    lambda: hashlib.shake_128(b"", 1),
    lambda: hashlib.sha1(string=b"a", usedforsecurity=False),
    lambda: hashlib.pbkdf2_hmac(),
    lambda: hashlib.pbkdf2_hmac("sha1", b"", b""),
    lambda: hashlib.pbkdf2_hmac("sha1", b"", b"", 1, 2, 3),
    lambda: hashlib.pbkdf2_hmac("sha1", b"", b"", iterations=1, dklen=4),
    lambda: hashlib.shake_128().digest(),
    lambda: hashlib.shake_128().hexdigest(1, 2),
    lambda: hashlib.shake_128().digest(x=1),
    lambda: hashlib.shake_128().digest(length=4),
    lambda: hashlib.blake2b(b"", 1),
    lambda: hashlib.blake2b(x=1),
    lambda: hashlib.blake2b(data=1),
    lambda: hashlib.blake2s(b"", digest_size=4, last_node=True),
    lambda: hashlib.md5().update(),
    lambda: hashlib.md5().update(b"", x=1),
    lambda: hashlib.md5().digest(1),
    lambda: hashlib.md5().hexdigest(x=1),
    lambda: hashlib.md5().copy(1),
    lambda: hashlib.file_digest(),
    lambda: hashlib.file_digest(1, 2, 3),
    lambda: hashlib.file_digest(fileobj=io.BytesIO(b""), digest="md5"),
    lambda: hashlib.file_digest(io.BytesIO(b""), "md5", _bufsize=8),
]
for call in calls:
    try:
        call()
        print("ok")
    except TypeError as e:
        print("TypeError:", e)

# ---- expected stdout ----
# TypeError: openssl_md5() takes at most 1 positional argument (2 given)
# TypeError: 'x' is an invalid keyword argument for openssl_md5()
# TypeError: argument for openssl_sha256() given by name ('string') and position (1)
# TypeError: openssl_sha3_256() takes at most 1 positional argument (2 given)
# TypeError: openssl_shake_128() takes at most 1 positional argument (2 given)
# ok
# TypeError: pbkdf2_hmac() missing required argument 'hash_name' (pos 1)
# TypeError: pbkdf2_hmac() missing required argument 'iterations' (pos 4)
# TypeError: pbkdf2_hmac() takes at most 5 arguments (6 given)
# ok
# TypeError: digest() missing required argument 'length' (pos 1)
# TypeError: hexdigest() takes at most 1 argument (2 given)
# TypeError: digest() missing required argument 'length' (pos 1)
# ok
# TypeError: blake2b() takes at most 1 positional argument (2 given)
# TypeError: 'x' is an invalid keyword argument for blake2b()
# TypeError: 'data' is an invalid keyword argument for blake2b()
# ok
# TypeError: HASH.update() takes exactly one argument (0 given)
# TypeError: HASH.update() takes no keyword arguments
# TypeError: HASH.digest() takes no arguments (1 given)
# TypeError: HASH.hexdigest() takes no keyword arguments
# TypeError: HASH.copy() takes no arguments (1 given)
# TypeError: file_digest() missing 2 required positional arguments: 'fileobj' and 'digest'
# TypeError: file_digest() takes 2 positional arguments but 3 were given
# TypeError: file_digest() got some positional-only arguments passed as keyword arguments: 'fileobj, digest'
# ok
