import string

print(string.capwords("hello world"))
print(string.capwords("  many   spaces\there\n"))
print(string.capwords("aBC dEF gHI"))
print(string.capwords("a-b-c", "-"))
print(string.capwords("x--y", "-"))
print(repr(string.capwords("")), repr(string.capwords("   ")))
print(string.capwords("élan vital"), string.capwords(s="it's 1st"))

# ---- expected stdout ----
# Hello World
# Many Spaces Here
# Abc Def Ghi
# A-B-C
# X--Y
# '' ''
# Élan Vital It's 1st
