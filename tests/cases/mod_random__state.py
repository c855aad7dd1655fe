import random
random.seed(123)
state = random.getstate()
first = [random.random() for _ in range(3)]
random.setstate(state)
print(first == [random.random() for _ in range(3)])
print(state[0], len(state[1]), state[1][-1], state[2])
random.gauss()
st = random.getstate()
g1 = random.gauss()
random.setstate(st)
print(g1 == random.gauss(), type(st[2]).__name__)
try:
    random.setstate((2, (), None))
except ValueError as e:
    print("ValueError:", e)

# ---- expected stdout ----
# True
# 3 625 624 None
# True float
# ValueError: state vector is the wrong size
