s = "banana"
print(s.count("a"), s.count("an"), s.count("ana"), s.count(""), s.count("a", 2, 4))

# ---- expected stdout ----
# 3 2 1 7 1
