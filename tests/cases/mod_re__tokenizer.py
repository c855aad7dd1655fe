import re
TOKEN = re.compile(r'''
    (?P<num>\d+(?:\.\d+)?)
  | (?P<name>[A-Za-z_]\w*)
  | (?P<op>[-+*/=()])
  | (?P<ws>\s+)
  | (?P<bad>.)
''', re.X)
def tokens(s):
    pos = 0
    out = []
    while pos < len(s):
        m = TOKEN.match(s, pos)
        if m.lastgroup != 'ws':
            out.append((m.lastgroup, m.group()))
        pos = m.end()
    return out
print(tokens('x = 3.5 * (y + 42)'))
print(tokens('a$b'))
print([(m.lastgroup, m.group()) for m in TOKEN.finditer('f(2)')])
print(re.compile(r'\d+|\w+').match('abc12', 3))

# ---- expected stdout ----
# [('name', 'x'), ('op', '='), ('num', '3.5'), ('op', '*'), ('op', '('), ('name', 'y'), ('op', '+'), ('num', '42'), ('op', ')')]
# [('name', 'a'), ('bad', '$'), ('name', 'b')]
# [('name', 'f'), ('op', '('), ('num', '2'), ('op', ')')]
# <re.Match object; span=(3, 5), match='12'>
