class Countdown:
    def __init__(self, n):
        self.n = n
    def __iter__(self):
        return self
    def __next__(self):
        if self.n <= 0:
            raise StopIteration
        self.n -= 1
        return self.n + 1
print(list(Countdown(3)))
c = Countdown(2)
for x in c:
    print(x)
print(list(c))

# ---- expected stdout ----
# [3, 2, 1]
# 2
# 1
# []
