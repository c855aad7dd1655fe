import random
rng = random.Random(2023)
rolls = [rng.randint(1, 6) for _ in range(600)]
print({face: rolls.count(face) for face in range(1, 7)})
walk = 0
for _ in range(1000):
    walk += rng.choice((-1, 1))
print(walk)
deck = [f"{r}{s}" for s in "SHDC" for r in "A23456789TJQK"]
rng.shuffle(deck)
print(deck[:5], rng.sample(deck, 3))
print(round(sum(rng.random() for _ in range(1000)), 6))

# ---- expected stdout ----
# {1: 101, 2: 99, 3: 98, 4: 91, 5: 108, 6: 103}
# 14
# ['TS', '2D', '2C', 'JH', 'JS'] ['4S', 'JC', '7S']
# 498.284176
