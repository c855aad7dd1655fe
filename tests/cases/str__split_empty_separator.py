try:
    "abc".split("")
except ValueError as e:
    print(e)

# ---- expected stdout ----
# empty separator
