s = "python"
print(s[0], s[5], s[-1], s[-6])
print(s[len(s) - 1])

# ---- expected stdout ----
# p n n p
# n
