def compose(*fns):
    def run(x):
        for f in reversed(fns):
            x = f(x)
        return x
    return run
inc = lambda x: x + 1
dbl = lambda x: x * 2
print(compose(inc, dbl)(5), compose(dbl, inc)(5), compose()(7))

# ---- expected stdout ----
# 11 12 7
