def f(items):
    result = []
    for it in items:
        try:
            result.append(int(it))
        except Exception:
            continue
        finally:
            result.append(None)
    return result
