class Pt:
    def __init__(self, x, y):
        self.x, self.y = x, y
    def __format__(self, spec):
        if spec == "polar":
            return "polar!"
        return f"({self.x:{spec}}, {self.y:{spec}})"
p = Pt(1.5, 2)
print(f"{p}", f"{p:.2f}", format(p, "polar"), "{:>4}".format(p))

# ---- expected stdout ----
# (1.5, 2) (1.50, 2.00) polar! ( 1.5,    2)
