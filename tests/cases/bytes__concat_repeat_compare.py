print(b"ab" + b"cd", b"ab" * 3, b"a" < b"b", b"abc" == b"abc", b"abc" == "abc")
print(b"b" in b"abc", 98 in b"abc", b"" in b"x")

# ---- expected stdout ----
# b'abcd' b'ababab' True True False
# True True True
