s = "hello world"
s = s[:6] + "there"
print(s)
s = s[:0] + "H" + s[1:]
print(s)
print(s[::-1][::-1] == s)

# ---- expected stdout ----
# hello there
# Hello there
# True
