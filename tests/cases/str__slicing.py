s = "abcdefghij"
print(s[2:5], s[:3], s[7:], s[:], s[-3:], s[:-3])
print(s[5:2], s[100:], s[-100:2], s[3:3] == "")

# ---- expected stdout ----
# cde abc hij abcdefghij hij abcdefg
#   ab True
