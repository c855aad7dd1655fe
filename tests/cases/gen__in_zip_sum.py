def evens():
    n = 0
    while True:
        yield n
        n += 2
print(list(zip("abc", evens())))
print(sum(x for x in range(10) if x % 3 == 0), max(c for c in "hello"))
print(dict(zip(evens(), "xyz")))

# ---- expected stdout ----
# [('a', 0), ('b', 2), ('c', 4)]
# 18 o
# {0: 'x', 2: 'y', 4: 'z'}
