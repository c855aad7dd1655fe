d = {1: 1, 2: 2}
try:
    for k in d:
        d[k + 10] = 1
except RuntimeError as e:
    print("RuntimeError", e)
