words = {"pear", "apple", "fig", "apple"}
print(sorted(words), len(words), "fig" in words)

# ---- expected stdout ----
# ['apple', 'fig', 'pear'] 3 True
