s = {1, 2, 3}
try:
    for v in s:
        s.add(v + 100)
except RuntimeError as e:
    print("RuntimeError", e)
