def apply(fn, *args):
    return fn(*args)
ops = {"add": lambda a, b: a + b, "max": max, "len": len}
print(apply(ops["add"], 2, 3), apply(ops["max"], 4, 9), apply(ops["len"], "abc"))
fns = [str.upper, str.lower, str.title]
print([f("hello World") for f in fns])

# ---- expected stdout ----
# 5 9 3
# ['HELLO WORLD', 'hello world', 'Hello World']
