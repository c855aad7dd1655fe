# A list nested 100000 deep: repr, ==, hash of tuples, str, deletion.
x = []
for _ in range(100000):
    x = [x]
print(len(repr(x)))
