print("ab" * 3, 3 * "x", "abc" * 0, "abc" * -2 == "")
s = "-" * 10
print(s, len(s))

# ---- expected stdout ----
# ababab xxx  True
# ---------- 10
