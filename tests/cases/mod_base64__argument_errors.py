# Argument errors of natives bound through Signature, with CPython's wording.
import base64

calls = [
    lambda: base64.b64encode(),
    lambda: base64.b64encode(b"", None, 1),
    lambda: base64.b64encode(b"", x=1),
    lambda: base64.b64encode(b"", s=1),
    lambda: base64.b64decode(b"", validate=True, altchars=None),
    lambda: base64.standard_b64encode(),
    lambda: base64.urlsafe_b64decode(b"", 1),
    lambda: base64.b16decode(s=b"", casefold=True),
    lambda: base64.b32decode(b"", map01=1, foo=2),
    lambda: base64.b32hexencode(),
    lambda: base64.a85encode(b"", 1),
    lambda: base64.a85encode(b"", 1, pad=True),
    lambda: base64.a85decode(),
    lambda: base64.b85encode(b"", pad=True),
    lambda: base64.b85decode(b"", b""),
    lambda: base64.encodebytes(),
    lambda: base64.encode(1),
    lambda: base64.decode(),
]
for call in calls:
    try:
        call()
        print("ok")
    except TypeError as e:
        print("TypeError:", e)

# ---- expected stdout ----
# TypeError: b64encode() missing 1 required positional argument: 's'
# TypeError: b64encode() takes from 1 to 2 positional arguments but 3 were given
# TypeError: b64encode() got an unexpected keyword argument 'x'
# TypeError: b64encode() got multiple values for argument 's'
# ok
# TypeError: standard_b64encode() missing 1 required positional argument: 's'
# TypeError: urlsafe_b64decode() takes 1 positional argument but 2 were given
# ok
# TypeError: b32decode() got an unexpected keyword argument 'foo'
# TypeError: b32hexencode() missing 1 required positional argument: 's'
# TypeError: a85encode() takes 1 positional argument but 2 were given
# TypeError: a85encode() takes 1 positional argument but 2 positional arguments (and 1 keyword-only argument) were given
# TypeError: a85decode() missing 1 required positional argument: 'b'
# ok
# TypeError: b85decode() takes 1 positional argument but 2 were given
# TypeError: encodebytes() missing 1 required positional argument: 's'
# TypeError: encode() missing 1 required positional argument: 'output'
# TypeError: decode() missing 2 required positional arguments: 'input' and 'output'
