import hashlib

for kw in [dict(digest_size=65), dict(digest_size=0), dict(key=b'x' * 65), dict(salt=b'x' * 17),
           dict(person=b'x' * 17), dict(fanout=256), dict(depth=0), dict(leaf_size=-1),
           dict(node_depth=256), dict(inner_size=65), dict(key='s')]:
    try:
        hashlib.blake2b(**kw)
    except (ValueError, TypeError) as e:
        print(type(e).__name__, e)
try:
    hashlib.blake2s(digest_size=33)
except ValueError as e:
    print(e)
for f in [lambda: hashlib.blake2b(b'x', data=b'y'), lambda: hashlib.blake2b(b'x', b'y'), lambda: hashlib.blake2b('s')]:
    try:
        f()
    except TypeError as e:
        print('TypeError:', e)

# ---- expected stdout ----
# ValueError digest_size must be between 1 and 64 bytes
# ValueError digest_size must be between 1 and 64 bytes
# ValueError maximum key length is 64 bytes
# ValueError maximum salt length is 16 bytes
# ValueError maximum person length is 16 bytes
# ValueError fanout must be between 0 and 255
# ValueError depth must be between 1 and 255
# ValueError value must be positive
# ValueError node_depth must be between 0 and 255
# ValueError inner_size must be between 0 and is 64
# TypeError a bytes-like object is required, not 'str'
# digest_size must be between 1 and 32 bytes
# TypeError: 'data' is an invalid keyword argument for blake2b()
# TypeError: blake2b() takes at most 1 positional argument (2 given)
# TypeError: Strings must be encoded before hashing
