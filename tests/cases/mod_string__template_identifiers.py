import string

t = string.Template("$a ${b} $a $$ $c_1 ${d}")
print(t.get_identifiers(), t.is_valid())
bad = string.Template("$a $1 ${")
print(bad.get_identifiers(), bad.is_valid())
print(string.Template("").get_identifiers(), string.Template("no placeholders").is_valid())

# ---- expected stdout ----
# ['a', 'b', 'c_1', 'd'] True
# ['a'] False
# [] True
