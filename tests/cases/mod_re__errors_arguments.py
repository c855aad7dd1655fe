import re
def t(f):
    try:
        print(repr(f()))
    except Exception as e:
        print(type(e).__name__ + ':', e)
p = re.compile('a')
t(lambda: re.search('a'))
t(lambda: re.search('a', 'b', 0, 1))
t(lambda: re.search('a', 'b', x=1))
t(lambda: re.sub('a', 'b'))
t(lambda: p.search())
t(lambda: p.search('a', 1, 2, 3))
t(lambda: p.search('a', foo=1))
t(lambda: p.search('a', string='a'))
t(lambda: p.sub('x'))
m = p.match('a')
t(lambda: m.start(1, 2))
t(lambda: m.start(x=1))
t(lambda: m.groups(1, 2))
t(lambda: m.expand())
t(lambda: re.purge(1))
p.split()

# ---- expected stdout ----
# TypeError: search() missing 1 required positional argument: 'string'
# TypeError: search() takes from 2 to 3 positional arguments but 4 were given
# TypeError: search() got an unexpected keyword argument 'x'
# TypeError: sub() missing 1 required positional argument: 'string'
# TypeError: search() missing required argument 'string' (pos 1)
# TypeError: search() takes at most 3 arguments (4 given)
# TypeError: 'foo' is an invalid keyword argument for search()
# TypeError: argument for search() given by name ('string') and position (1)
# TypeError: sub() missing required argument 'string' (pos 2)
# TypeError: start expected at most 1 argument, got 2
# TypeError: Match.start() takes no keyword arguments
# TypeError: groups() takes at most 1 argument (2 given)
# TypeError: expand() missing required argument 'template' (pos 1)
# TypeError: purge() takes 0 positional arguments but 1 was given
# ---- expected exception ----
# TypeError: split() missing required argument 'string' (pos 1)
