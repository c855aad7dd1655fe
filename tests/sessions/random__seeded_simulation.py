# A seeded Monte-Carlo simulation, reproducible across steps.
# ---- step ----
import random
random.seed(42)
rolls = [random.randint(1, 6) for _ in range(10)]
rolls
# ---- step ----
random.seed(2024)
print(random.random(), random.choice(["red", "green", "blue"]))
deck = list(range(1, 11))
random.shuffle(deck)
deck
# ---- step ----
rng = random.Random(7)
hits = sum(1 for _ in range(2000) if rng.random() ** 2 + rng.random() ** 2 <= 1)
estimate = 4 * hits / 2000
estimate
# ---- step ----
random.seed(1)
sample = random.sample(range(100), 5)
print(sample, round(random.uniform(1, 2), 6), random.randrange(0, 50, 5))
final_answer(round(estimate, 2))
# ---- expected ----
# {"ok": true, "output": [6, 1, 1, 6, 3, 2, 2, 2, 6, 1], "output_repr": "[6, 1, 1, 6, 3, 2, 2, 2, 6, 1]", "logs": "", "is_final_answer": false}
# {"ok": true, "output": [1, 7, 9, 2, 3, 8, 6, 4, 5, 10], "output_repr": "[1, 7, 9, 2, 3, 8, 6, 4, 5, 10]", "logs": "0.47009071843107064 blue\n", "is_final_answer": false}
# {"ok": true, "output": 3.142, "output_repr": "3.142", "logs": "", "is_final_answer": false}
# {"ok": true, "output": 3.14, "output_repr": "3.14", "logs": "[17, 72, 97, 8, 32] 1.117919 35\n", "is_final_answer": true}
