class Squares:
    def __getitem__(self, i):
        if i >= 5:
            raise IndexError(i)
        return i * i
print(list(Squares()), 9 in Squares(), 10 in Squares())
for v in Squares():
    print(v, end=",")
print()

# ---- expected stdout ----
# [0, 1, 4, 9, 16] True False
# 0,1,4,9,16,
