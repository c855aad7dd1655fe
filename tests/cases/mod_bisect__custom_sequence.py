import bisect

class Squares:
    def __len__(self):
        return 1000
    def __getitem__(self, i):
        if not 0 <= i < 1000:
            raise IndexError(i)
        return i * i

sq = Squares()
print(bisect.bisect_left(sq, 144), bisect.bisect_right(sq, 150), bisect.bisect(sq, 10 ** 9))

class Recorder(list):
    def insert(self, i, x):
        print("insert", i, x)
        super().insert(i, x)

r = Recorder([1, 3, 5])
bisect.insort(r, 4)
print(r)

# ---- expected stdout ----
# 12 13 1000
# insert 2 4
# [1, 3, 4, 5]
