def accumulator():
    total = 0
    while True:
        value = yield total
        if value is None:
            break
        total += value
acc = accumulator()
print(next(acc), acc.send(5), acc.send(10), acc.send(-3))
try:
    acc.send(None)
except StopIteration:
    print("stopped")

# ---- expected stdout ----
# 0 5 15 12
# stopped
