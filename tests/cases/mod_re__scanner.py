# re.Scanner: the undocumented lexer class of CPython's re.
import re

def number(scanner, token):
    return ("NUM", int(token), scanner.match.span())

scanner = re.Scanner([
    (r"[0-9]+", number),
    (r"[a-z]+(_[a-z]+)?", lambda s, t: ("NAME", t)),
    (r"[+*/-]", lambda s, t: ("OP", t)),
    (r"\s+", None),
    (r"=", "EQUALS"),
])
print(scanner.scan("x = 12 + foo_bar * 3 ?rest"))
print(scanner.scan(""))
print(re.Scanner([(r"a*", None)]).scan("aab"))
print(re.Scanner([(r"A", lambda s, t: t)], re.I).scan("aAx"))

# ---- expected stdout ----
# ([('NAME', 'x'), 'EQUALS', ('NUM', 12, (4, 6)), ('OP', '+'), ('NAME', 'foo_bar'), ('OP', '*'), ('NUM', 3, (19, 20))], '?rest')
# ([], '')
# ([], 'b')
# (['a', 'A'], 'x')
