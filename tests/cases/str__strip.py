s = "  \t hello world \n "
print(repr(s.strip()), repr(s.lstrip()), repr(s.rstrip()))
print("xxhixx".strip("x"), "abcHELLOcba".strip("abc"), "www.example.com".lstrip("w."))

# ---- expected stdout ----
# 'hello world' 'hello world \n ' '  \t hello world'
# hi HELLO example.com
