class P:
    __match_args__ = ("x",)
    def __init__(self):
        self.x = 1
match P():
    case P(a):
        print("captured", a)
match P():
    case P(a, b):
        print("never")

# ---- expected stdout ----
# captured 1
# ---- expected exception ----
# TypeError: P() accepts 1 positional sub-pattern (2 given)
