s = "hello world"
print("world" in s, "xyz" in s, "" in s, "o w" in s, "W" not in s)
try:
    1 in s
except TypeError as e:
    print(e)

# ---- expected stdout ----
# True False True True True
# 'in <string>' requires string as left operand, not int
