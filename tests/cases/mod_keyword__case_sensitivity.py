import keyword

for w in ["True", "TRUE", "true", "False", "None", "NONE", "IF", "If", "Match", "MATCH", "Case", "_", "__"]:
    print(w, keyword.iskeyword(w), keyword.issoftkeyword(w))
for w in [" if", "if ", "if\n", "i f", "\u0131f", "\uff49f"]:
    print(ascii(w), keyword.iskeyword(w), keyword.iskeyword(w.strip()))
print(sum(map(keyword.iskeyword, keyword.kwlist)), sum(map(keyword.issoftkeyword, keyword.kwlist)))
print(sum(map(keyword.iskeyword, keyword.softkwlist)), sum(map(keyword.issoftkeyword, keyword.softkwlist)))

# ---- expected stdout ----
# True True False
# TRUE False False
# true False False
# False True False
# None True False
# NONE False False
# IF False False
# If False False
# Match False False
# MATCH False False
# Case False False
# _ False True
# __ False False
# ' if' False True
# 'if ' False True
# 'if\n' False True
# 'i f' False False
# '\u0131f' False False
# '\uff49f' False False
# 35 0
# 0 3
