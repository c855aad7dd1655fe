print("[" + "ab".center(7) + "]", "[" + "ab".center(6, "*") + "]")
print("[" + "ab".ljust(5) + "]", "[" + "ab".rjust(5, ".") + "]", "[" + "abcdef".ljust(3) + "]")
print("42".zfill(5), "-42".zfill(5), "+7".zfill(4), "abc".zfill(2))

# ---- expected stdout ----
# [   ab  ] [**ab**]
# [ab   ] [...ab] [abcdef]
# 00042 -0042 +007 abc
