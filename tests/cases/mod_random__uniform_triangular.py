import random
random.seed(9)
print([random.uniform(1, 10) for _ in range(3)])
print(random.uniform(5, -5), random.uniform(2, 2))
print(random.triangular(), random.triangular(0, 10), random.triangular(0, 10, 2), random.triangular(3, 3, 3))

# ---- expected stdout ----
# [5.167066220335193, 4.3598073825553785, 2.246854712630097]
# -3.665618499863413 2.0
# 0.5013929804205562 7.744983038111887 1.2713351028190878 3
