s = "hello WORLD it's a test"
print(s.upper(), s.lower(), sep=" | ")
print(s.title(), s.capitalize(), s.swapcase(), sep=" | ")
print("ß".upper(), "İ".lower() == "i̇", "ǅ".swapcase())

# ---- expected stdout ----
# HELLO WORLD IT'S A TEST | hello world it's a test
# Hello World It'S A Test | Hello world it's a test | HELLO world IT'S A TEST
# SS True ǅ
