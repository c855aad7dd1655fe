import string

print(string.Template("€$x€ — ${y}!").substitute(x="é", y="日本"))
print(string.Template("$über $x").safe_substitute(x=1))
print(string.Template("$ABC $abc").substitute(ABC=1, abc=2))
try:
    string.Template("日本 $").substitute()
except ValueError as e:
    print(e)

# ---- expected stdout ----
# €é€ — 日本!
# $über 1
# 1 2
# Invalid placeholder in string: line 1, col 4
