import_ = None
class V:
    n = 0
    def __lt__(self, o):
        V.n += 1
        return V.n % 3 == 0
x = [V() for _ in range(200)]
x.sort()
print(len(x))
