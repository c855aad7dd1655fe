s = "one two one two one"
print(s.replace("one", "1"), s.replace("one", "1", 2))
print("aaa".replace("a", "bb"), "abc".replace("", "-"), "abc".replace("x", "y"))

# ---- expected stdout ----
# 1 two 1 two 1 1 two 1 two one
# bbbbbb -a-b-c- abc
