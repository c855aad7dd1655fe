import keyword
for word in ["if", "If", "None", "none", "async", "await", "match", "case", "_", "print", "nonlocal", "", "lambda "]:
    print(repr(word), keyword.iskeyword(word), keyword.issoftkeyword(word))
print(keyword.iskeyword(1), keyword.issoftkeyword(None), keyword.iskeyword(("if",)))

# ---- expected stdout ----
# 'if' True False
# 'If' False False
# 'None' True False
# 'none' False False
# 'async' True False
# 'await' True False
# 'match' False True
# 'case' False True
# '_' False True
# 'print' False False
# 'nonlocal' True False
# '' False False
# 'lambda ' False False
# False False False
