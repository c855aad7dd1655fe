def worker():
    try:
        yield 1
        yield 2
    finally:
        print("cleanup")
g = worker()
print(next(g))
g.close()
print("closed")
g.close()
print(list(g))

# ---- expected stdout ----
# 1
# cleanup
# closed
# []
