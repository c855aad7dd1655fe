def g():
    x = yield 1
    print("x =", x)
    yield 2
gen = g()
try:
    gen.send("early")
except TypeError as e:
    print(e)
print(gen.send(None), gen.send("hello"))

# ---- expected stdout ----
# can't send non-None value to a just-started generator
# x = hello
# 1 2
