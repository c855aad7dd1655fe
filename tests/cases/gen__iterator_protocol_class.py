class Range2:
    def __init__(self, n):
        self.n = n
    def __iter__(self):
        i = 0
        while i < self.n:
            yield i
            i += 1
r = Range2(3)
print(list(r), list(r), [x * 2 for x in r], 2 in r)

# ---- expected stdout ----
# [0, 1, 2] [0, 1, 2] [0, 2, 4] True
