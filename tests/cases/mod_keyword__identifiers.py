import keyword
names = ["class_", "def", "valid_name", "True", "match", "with", "yield", "type"]
safe = [n + "_" if keyword.iskeyword(n) else n for n in names]
print(safe)
print([w for w in keyword.kwlist if w[0].isupper()])
print(all(w.isidentifier() for w in keyword.kwlist + keyword.softkwlist))
class Sub(str):
    pass
print(keyword.iskeyword(Sub("for")), keyword.issoftkeyword(Sub("case")))

# ---- expected stdout ----
# ['class_', 'def_', 'valid_name', 'True_', 'match', 'with_', 'yield_', 'type']
# ['False', 'None', 'True']
# True
# True True
