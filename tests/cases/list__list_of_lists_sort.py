people = [["bob", 25], ["amy", 31], ["cat", 25]]
people.sort(key=lambda p: (p[1], p[0]))
print(people)
print(sorted(people, key=lambda p: -p[1]))

# ---- expected stdout ----
# [['bob', 25], ['cat', 25], ['amy', 31]]
# [['amy', 31], ['bob', 25], ['cat', 25]]
