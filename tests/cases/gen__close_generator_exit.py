def gen():
    try:
        yield 1
    except GeneratorExit:
        print("GeneratorExit seen")
        raise
g = gen()
next(g)
g.close()
def stubborn():
    try:
        yield 1
    except GeneratorExit:
        yield 2
s = stubborn()
next(s)
try:
    s.close()
except RuntimeError as e:
    print(e)

# ---- expected stdout ----
# GeneratorExit seen
# generator ignored GeneratorExit
