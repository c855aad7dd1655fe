for n in (-1, 0, 1):
    print("neg" if n < 0 else "zero" if n == 0 else "pos")
x = None
print(x if x is not None else "default", (lambda: "lazy")() if True else 1 / 0)

# ---- expected stdout ----
# neg
# zero
# pos
# default lazy
