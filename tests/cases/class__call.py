class Multiplier:
    def __init__(self, k):
        self.k = k
    def __call__(self, x, *rest):
        return self.k * x + sum(rest)
double = Multiplier(2)
print(double(5), double(1, 10, 100), callable(double), callable(Multiplier), callable(5))

# ---- expected stdout ----
# 10 112 True True False
