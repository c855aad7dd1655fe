import keyword
for call in (lambda: keyword.iskeyword([]), lambda: keyword.iskeyword(), lambda: keyword.iskeyword("a", "b"),
             lambda: keyword.issoftkeyword({}), lambda: keyword.iskeyword(x="if")):
    try:
        call()
    except TypeError as e:
        print(e)

# ---- expected stdout ----
# unhashable type: 'list'
# frozenset.__contains__() takes exactly one argument (0 given)
# frozenset.__contains__() takes exactly one argument (2 given)
# unhashable type: 'dict'
# frozenset.__contains__() takes no keyword arguments
