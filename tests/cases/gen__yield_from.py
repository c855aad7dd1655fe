def inner():
    yield 1
    yield 2
    return "inner result"
def outer():
    result = yield from inner()
    print("got", result)
    yield from [10, 20]
    yield from "ab"
print(list(outer()))

# ---- expected stdout ----
# got inner result
# [1, 2, 10, 20, 'a', 'b']
