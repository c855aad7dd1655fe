s = "abcdefghij"
print(s[::2], s[1::2], s[::-1], s[::-2])
print(s[8:2:-2], s[-1:-4:-1], s[2:8:3], s[5::-1])

# ---- expected stdout ----
# acegi bdfhj jihgfedcba jhfdb
# ige jih cf fedcba
