d = {}
class K:
    def __hash__(self):
        d[len(d)] = 1
        return 1
try:
    for i in range(100):
        d[K()] = i
except RuntimeError as e:
    print("RuntimeError")
print(len(d) > 0)
