for s in ["abc", "_x", "1a", "a-b", "class", "é", "", "a b"]:
    print(repr(s), s.isidentifier())

# ---- expected stdout ----
# 'abc' True
# '_x' True
# '1a' False
# 'a-b' False
# 'class' True
# 'é' True
# '' False
# 'a b' False
