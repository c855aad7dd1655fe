d = {"a": 1}
alias = d
d.clear()
print(d, alias, len(alias))

# ---- expected stdout ----
# {} {} 0
