import string

cases = ["Hi $ there", "line1\nline2 $ x", "${bad", "${}", "${ x}", "ok\r\n$5"]
for text in cases:
    try:
        string.Template(text).substitute(x=1, bad=2)
    except ValueError as e:
        print(repr(text), "->", e)
try:
    string.Template("$a").substitute({}, {})
except TypeError as e:
    print(e)
try:
    string.Template("$a").substitute(5)
except TypeError as e:
    print(e)
string.Template("$missing").substitute()

# ---- expected stdout ----
# 'Hi $ there' -> Invalid placeholder in string: line 1, col 4
# 'line1\nline2 $ x' -> Invalid placeholder in string: line 2, col 7
# '${bad' -> Invalid placeholder in string: line 1, col 1
# '${}' -> Invalid placeholder in string: line 1, col 1
# '${ x}' -> Invalid placeholder in string: line 1, col 1
# 'ok\r\n$5' -> Invalid placeholder in string: line 2, col 1
# Template.substitute() takes from 1 to 2 positional arguments but 3 were given
# 'int' object is not subscriptable
# ---- expected exception ----
# KeyError: 'missing'
