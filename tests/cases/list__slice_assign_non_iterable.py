x = [1, 2, 3, 4]
for key in [slice(1, 2), slice(0, 4, 2), slice(None, None, 1), slice(None, None, -1)]:
    try:
        x[key] = 5
    except TypeError as e:
        print(key, e)

class Bad:
    def __iter__(self):
        raise TypeError("custom iter failure")
try:
    x[1:2] = Bad()
except TypeError as e:
    print(e)

def gen():
    yield 9
    raise ValueError("from the generator")
try:
    x[0:1] = gen()
except ValueError as e:
    print(e)
x[1:3] = (i * 10 for i in range(3))
print(x)
x[::2] = None

# ---- expected stdout ----
# slice(1, 2, None) can only assign an iterable
# slice(0, 4, 2) must assign iterable to extended slice
# slice(None, None, 1) can only assign an iterable
# slice(None, None, -1) must assign iterable to extended slice
# can only assign an iterable
# from the generator
# [1, 0, 10, 20, 4]
# ---- expected exception ----
# TypeError: must assign iterable to extended slice
