# Pattern and Match methods (Argument Clinic methods in CPython) give CPython's wording for
# wrong arguments, and bind their keywords.
import re

p = re.compile("(a)(?P<n>b)?")
m = p.match("a")
P = re.Pattern
M = re.Match


def show(f, *a, **k):
    try:
        print(f(*a, **k))
    except (TypeError, IndexError) as e:
        print(type(e).__name__, e)


show(P.search)
show(P.search, 1)
show(P.search, 1, 2, 3, 4, 5)
show(p.search)
show(p.search, "a", 0, 1, 2)
show(p.search, "a", string="a")
show(p.search, "a", x=1)
show(p.search, string="a", pos=0, endpos=1, x=2)
show(p.search, string="xa", pos=1)
show(p.match, "a", pos=0, endpos=1)
show(p.fullmatch)
show(p.fullmatch, "a", 0, 1, x=3)
show(p.findall, pos=1)
show(p.findall, "aa", endpos=1)
show(P.findall)
show(P.findall, 1)
show(lambda: list(p.finditer("aab", pos=1, endpos=2)))
show(p.finditer)
show(p.split, "a", 1, 2)
show(p.split, "a", maxsplit=1, x=2)
show(p.split, string="bab", maxsplit=1)
show(p.sub)
show(p.sub, "a")
show(p.sub, "a", "b", 1, 2)
show(p.subn, repl="a")
show(p.sub, "x", "aba", count=1)
show(p.subn, repl="x", string="aa", count=1)
show(p.subn, "x", "aa", repl="y")
show(P.sub)
show(M.groups)
show(M.groups, 1)
show(m.groups, 1, 2)
show(m.groups, default=1)
show(m.groups, x=1)
show(m.groupdict, 1, 2)
show(m.groupdict, default=5)
show(m.groupdict, x=5)
show(m.start, 1, 2)
show(m.start, x=1)
show(m.start, 1)
show(m.end, 1, 2)
show(m.end, group=1)
show(m.span, 1, 2)
show(m.span, group=1)
show(m.span, "n")
show(M.span)
show(M.start, 1)
show(m.expand)
show(m.expand, "a", "b")
show(m.expand, template=r"<\1>")
show(m.expand, x=1)
show(m.expand, r"\1", template="b")
show(M.expand)
show(m.group, x=1)
show(m.group, 0, 1)
show(M.group)
show(lambda: m[0])
show(lambda: m[1])
show(lambda: m["n"])

# ---- expected stdout ----
# TypeError unbound method Pattern.search() needs an argument
# TypeError descriptor 'search' for 're.Pattern' objects doesn't apply to a 'int' object
# TypeError descriptor 'search' for 're.Pattern' objects doesn't apply to a 'int' object
# TypeError search() missing required argument 'string' (pos 1)
# TypeError search() takes at most 3 arguments (4 given)
# TypeError argument for search() given by name ('string') and position (1)
# TypeError 'x' is an invalid keyword argument for search()
# TypeError search() takes at most 3 keyword arguments (4 given)
# <re.Match object; span=(1, 2), match='a'>
# <re.Match object; span=(0, 1), match='a'>
# TypeError fullmatch() missing required argument 'string' (pos 1)
# TypeError fullmatch() takes at most 3 arguments (4 given)
# TypeError findall() missing required argument 'string' (pos 1)
# [('a', '')]
# TypeError unbound method Pattern.findall() needs an argument
# TypeError descriptor 'findall' for 're.Pattern' objects doesn't apply to a 'int' object
# [<re.Match object; span=(1, 2), match='a'>]
# TypeError finditer() missing required argument 'string' (pos 1)
# TypeError split() takes at most 2 arguments (3 given)
# TypeError split() takes at most 2 arguments (3 given)
# ['b', 'a', 'b', '']
# TypeError sub() missing required argument 'repl' (pos 1)
# TypeError sub() missing required argument 'string' (pos 2)
# TypeError sub() takes at most 3 arguments (4 given)
# TypeError subn() missing required argument 'string' (pos 2)
# xa
# ('xa', 1)
# TypeError argument for subn() given by name ('repl') and position (1)
# TypeError unbound method Pattern.sub() needs an argument
# TypeError unbound method Match.groups() needs an argument
# TypeError descriptor 'groups' for 're.Match' objects doesn't apply to a 'int' object
# TypeError groups() takes at most 1 argument (2 given)
# ('a', 1)
# TypeError 'x' is an invalid keyword argument for groups()
# TypeError groupdict() takes at most 1 argument (2 given)
# {'n': 5}
# TypeError 'x' is an invalid keyword argument for groupdict()
# TypeError start expected at most 1 argument, got 2
# TypeError Match.start() takes no keyword arguments
# 0
# TypeError end expected at most 1 argument, got 2
# TypeError Match.end() takes no keyword arguments
# TypeError span expected at most 1 argument, got 2
# TypeError Match.span() takes no keyword arguments
# (-1, -1)
# TypeError unbound method Match.span() needs an argument
# TypeError descriptor 'start' for 're.Match' objects doesn't apply to a 'int' object
# TypeError expand() missing required argument 'template' (pos 1)
# TypeError expand() takes at most 1 argument (2 given)
# <a>
# TypeError expand() missing required argument 'template' (pos 1)
# TypeError expand() takes at most 1 argument (2 given)
# TypeError unbound method Match.expand() needs an argument
# TypeError group() takes no keyword arguments
# ('a', 'a')
# TypeError unbound method Match.group() needs an argument
# a
# a
# None
