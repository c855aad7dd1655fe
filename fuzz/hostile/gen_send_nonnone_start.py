def g():
    yield 1
try:
    g().send(1)
except TypeError as e:
    print("TypeError", e)
