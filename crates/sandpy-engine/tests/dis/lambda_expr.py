key = lambda item, k=1: item[k]
pairs = sorted([(1, "b"), (2, "a")], key=key)
