for t in [int, str, list, dict, set, tuple, bytes, float, bytearray, frozenset, type, object, range, slice, complex, bool]:
    for name in sorted(dir(t)):
        a = getattr(t, name)
        if not callable(a):
            continue
        for args in [(), (None,), (t,), (1,), ('x', 'y'), ([], [], [])]:
            try:
                a(*args)
            except Exception:
                pass
print("done")
