s = "hello world, hello"
print(s.find("hello"), s.rfind("hello"), s.find("xyz"), s.find("o", 5), s.find("o", 5, 7))
print(s.find(""), s.rfind(""), "abc".find("c", -1))

# ---- expected stdout ----
# 0 13 -1 7 -1
# 0 18 2
