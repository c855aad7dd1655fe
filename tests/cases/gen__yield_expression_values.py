def echo():
    received = []
    while len(received) < 3:
        x = yield len(received)
        received.append(x)
    return received
g = echo()
print(next(g))
print(g.send("a"), g.send("b"))
try:
    g.send("c")
except StopIteration as e:
    print(e.value)

# ---- expected stdout ----
# 0
# 1 2
# ['a', 'b', 'c']
