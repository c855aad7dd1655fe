for s in ["123", "abc", "abc123", "  ", "", "ABC", "Abc Def", "½", "x_1"]:
    print(repr(s), s.isdigit(), s.isalpha(), s.isalnum(), s.isspace(), s.isupper(), s.islower(), s.istitle(), s.isidentifier())

# ---- expected stdout ----
# '123' True False True False False False False False
# 'abc' False True True False False True False True
# 'abc123' False False True False False True False True
# '  ' False False False True False False False False
# '' False False False False False False False False
# 'ABC' False True True False True False False True
# 'Abc Def' False False False False False False True False
# '½' False False True False False False False False
# 'x_1' False False False False False True False True
