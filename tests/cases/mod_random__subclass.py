import random
class Fixed(random.Random):
    def random(self):
        return 0.3
f = Fixed(1)
print(f.uniform(0, 10), f.choice("abcd"), f.randrange(100), f.choices("abcd", k=3))
print(f.triangular(0, 1), f.expovariate(1.0))
class Bits(random.Random):
    def getrandbits(self, k):
        return 2 if k < 3 else 1
b = Bits(0)
print(b.randrange(3), b.randrange(10))

# ---- expected stdout ----
# 3.0 b 97 ['b', 'b', 'b']
# 0.3872983346207417 0.35667494393873245
# 2 1
