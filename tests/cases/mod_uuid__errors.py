import uuid

cases = [dict(bytes=b'12'), dict(bytes_le=b'1'), dict(fields=(1, 2)), dict(fields=(2**32, 0, 0, 0, 0, 0)),
         dict(fields=(0, 2**16, 0, 0, 0, 0)), dict(fields=(0, 0, 0, 256, 0, 0)), dict(fields=(0, 0, 0, 0, 0, 2**48)),
         dict(int=-1), dict(int=2**128), dict(int=1, version=6), dict(int=1, version=0), {},
         dict(int=1, hex='00' * 16)]
for kw in cases:
    try:
        uuid.UUID(**kw)
    except (ValueError, TypeError) as e:
        print(type(e).__name__, e)
u = uuid.UUID(int=1)
for attr in ['int', 'x']:
    try:
        setattr(u, attr, 5)
    except TypeError as e:
        print('TypeError:', e)

# ---- expected stdout ----
# ValueError bytes is not a 16-char string
# ValueError bytes_le is not a 16-char string
# ValueError fields is not a 6-tuple
# ValueError field 1 out of range (need a 32-bit value)
# ValueError field 2 out of range (need a 16-bit value)
# ValueError field 4 out of range (need an 8-bit value)
# ValueError field 6 out of range (need a 48-bit value)
# ValueError int is out of range (need a 128-bit value)
# ValueError int is out of range (need a 128-bit value)
# ValueError illegal version number
# ValueError illegal version number
# TypeError one of the hex, bytes, bytes_le, fields, or int arguments must be given
# TypeError one of the hex, bytes, bytes_le, fields, or int arguments must be given
# TypeError: UUID objects are immutable
# TypeError: UUID objects are immutable
