import hashlib

for f in [lambda: hashlib.sha256('text'), lambda: hashlib.md5(1), lambda: hashlib.md5(b'', b''),
          lambda: hashlib.md5(foo=1), lambda: hashlib.md5().update(), lambda: hashlib.md5().update('s'),
          lambda: hashlib.md5().update(5), lambda: hashlib.md5().digest(1), lambda: hashlib.sha1().hexdigest(x=1),
          lambda: type(hashlib.md5())()]:
    try:
        print(f())
    except TypeError as e:
        print('TypeError:', e)

# ---- expected stdout ----
# TypeError: Strings must be encoded before hashing
# TypeError: object supporting the buffer API required
# TypeError: openssl_md5() takes at most 1 positional argument (2 given)
# TypeError: 'foo' is an invalid keyword argument for openssl_md5()
# TypeError: HASH.update() takes exactly one argument (0 given)
# TypeError: Strings must be encoded before hashing
# TypeError: object supporting the buffer API required
# TypeError: HASH.digest() takes no arguments (1 given)
# TypeError: HASH.hexdigest() takes no keyword arguments
# TypeError: cannot create '_hashlib.HASH' instances
