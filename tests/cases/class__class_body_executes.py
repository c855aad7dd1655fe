class Loud:
    print("class body runs")
    x = 1 + 1
    def f(self):
        return Loud.x
print("after class", Loud.x, Loud().f())

# ---- expected stdout ----
# class body runs
# after class 2 2
