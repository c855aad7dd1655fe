print(len(""), len("abc"), bool(""), bool(" "), bool("0"))
s = ""
print("empty" if not s else "nonempty")

# ---- expected stdout ----
# 0 3 False True True
# empty
