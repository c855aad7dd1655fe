print(list(filter(None, [0, 1, "", "a", None, [], [0]])))
print(list(filter(lambda x: x % 2, range(10))), list(filter(str.isupper, "aBcD")))

# ---- expected stdout ----
# [1, 'a', [0]]
# [1, 3, 5, 7, 9] ['B', 'D']
