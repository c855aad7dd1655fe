vals = [0, -1, 2**70, 1.5, 'ab', b'ab', [1], (1,), {1: 2}, {1}, None, range(3), 1j, bytearray(b'x'), slice(1)]
for v in vals:
    for name in dir(v):
        if name.startswith('__') and name not in ('__getitem__', '__contains__', '__add__', '__mul__', '__format__', '__mod__', '__rmul__', '__pow__', '__round__', '__lshift__'):
            continue
        m = getattr(v, name)
        if not callable(m):
            continue
        for args in [(), (0,), (-1,), (2**70,), ('',), (None,), ([],), (1, 2), (v,), (v, v, v)]:
            try:
                r = m(*args)
                if isinstance(r, (str, bytes, list, tuple)) and len(r) > 10**6:
                    print("big", name)
            except Exception:
                pass
print("done")
