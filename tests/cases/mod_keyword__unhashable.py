import keyword

for arg in ["def", 3, None, (1, 2)]:
    print(repr(arg), keyword.iskeyword(arg))
try:
    keyword.issoftkeyword(["match"])
except TypeError as e:
    print("TypeError:", e)
keyword.iskeyword({"if": 1})

# ---- expected stdout ----
# 'def' True
# 3 False
# None False
# (1, 2) False
# TypeError: unhashable type: 'list'
# ---- expected exception ----
# TypeError: unhashable type: 'dict'
