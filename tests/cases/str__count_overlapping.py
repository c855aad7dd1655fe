s = "aaaa"
print(s.count("aa"), s.find("aa", 1), s.replace("aa", "b"))
n = 0
i = s.find("aa")
while i != -1:
    n += 1
    i = s.find("aa", i + 1)
print(n)

# ---- expected stdout ----
# 2 1 bb
# 3
