print("{greeting}, {name}!".format(greeting="Hi", name="Ann"))
data = {"x": 1, "y": 2}
print("{x}-{y}".format(**data))
print("{0}/{who}".format("p", who="q"))

# ---- expected stdout ----
# Hi, Ann!
# 1-2
# p/q
