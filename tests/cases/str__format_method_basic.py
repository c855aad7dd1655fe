print("{} + {} = {}".format(1, 2, 3))
print("{0}{1}{0}".format("ab", "-"))
print("{name} is {age}".format(name="Bo", age=3))

# ---- expected stdout ----
# 1 + 2 = 3
# ab-ab
# Bo is 3
