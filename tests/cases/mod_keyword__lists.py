import keyword
print(keyword.kwlist)
print(keyword.softkwlist)
print(len(keyword.kwlist), keyword.__all__)
print(sorted(keyword.kwlist) == keyword.kwlist)

# ---- expected stdout ----
# ['False', 'None', 'True', 'and', 'as', 'assert', 'async', 'await', 'break', 'class', 'continue', 'def', 'del', 'elif', 'else', 'except', 'finally', 'for', 'from', 'global', 'if', 'import', 'in', 'is', 'lambda', 'nonlocal', 'not', 'or', 'pass', 'raise', 'return', 'try', 'while', 'with', 'yield']
# ['_', 'case', 'match']
# 35 ['iskeyword', 'issoftkeyword', 'kwlist', 'softkwlist']
# True
