import re
m = re.match(r'(\w+) (\w+)(?: (\w+))?', 'hello big world')
print(m.group(), m.group(0), m.group(1), m.group(2, 3), m.groups())
m = re.match(r'(\w+) (\w+)(?: (\w+))?', 'hello world')
print(m.groups(), m.groups(''), m.groups(default='-'))
print(m.group(3), m.span(3), m.start(3), m.end(3))
print(m[1], m[0])
print(m.regs)
print(m.lastindex, m.lastgroup)
for pat, s in [(r'(a)(b)?', 'a'), (r'((a)b)', 'ab'), (r'(a(b))', 'ab'), (r'(a)()', 'a'), (r'(a)|(b)', 'b')]:
    m = re.match(pat, s)
    print(pat, m.lastindex, m.groups())
print(re.match(r'(a)|b', 'b').lastindex)
print(re.match('(?:(a)|b)+', 'ab').groups())
print(re.match(r'(a(b)?)+', 'aba').groups())

# ---- expected stdout ----
# hello big world hello big world hello ('big', 'world') ('hello', 'big', 'world')
# ('hello', 'world', None) ('hello', 'world', '') ('hello', 'world', '-')
# None (-1, -1) -1 -1
# hello hello world
# ((0, 11), (0, 5), (6, 11), (-1, -1))
# 2 None
# (a)(b)? 1 ('a', None)
# ((a)b) 1 ('ab', 'a')
# (a(b)) 1 ('ab', 'b')
# (a)() 2 ('a', '')
# (a)|(b) 2 (None, 'b')
# None
# ('a',)
# ('a', 'b')
