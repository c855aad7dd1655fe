def f():
    return f()
for i in range(20):
    try:
        f()
    except RecursionError:
        pass
print("survived")
