rows = [("apple", 3, 1.5), ("kiwi", 12, 0.25), ("watermelon", 1, 4.0)]
print("{:<12}{:>5}{:>8}".format("item", "qty", "price"))
for name, qty, price in rows:
    print("{:<12}{:>5}{:>8.2f}".format(name, qty, price))
print("-" * 25)
print("{:<12}{:>5}{:>8.2f}".format("total", sum(r[1] for r in rows), sum(r[1] * r[2] for r in rows)))

# ---- expected stdout ----
# item          qty   price
# apple           3    1.50
# kiwi           12    0.25
# watermelon      1    4.00
# -------------------------
# total          16   11.50
