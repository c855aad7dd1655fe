def source():
    for i in range(5):
        print("produce", i)
        yield i
squares = (x * x for x in source())
print("genexpr built")
print(next(squares))
print(sum(squares))

# ---- expected stdout ----
# genexpr built
# produce 0
# 0
# produce 1
# produce 2
# produce 3
# produce 4
# 30
