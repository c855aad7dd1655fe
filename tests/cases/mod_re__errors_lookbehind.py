import re
for p in [r'(?<=a|bc)x', r'(?<!a*)x', r'(?<=a{2})x', r'(?<=(a)(b))x', r'(?<=\d{1,2})x', r'(?<=(?:ab|cd))x']:
    try:
        print(repr(p), re.compile(p).findall('aax abx cdx 12x'))
    except re.error as e:
        print(repr(p), 'error:', e, e.pos)
re.compile(r'(?<=x+)y')

# ---- expected stdout ----
# '(?<=a|bc)x' error: look-behind requires fixed-width pattern None
# '(?<!a*)x' error: look-behind requires fixed-width pattern None
# '(?<=a{2})x' ['x']
# '(?<=(a)(b))x' [('a', 'b')]
# '(?<=\\d{1,2})x' error: look-behind requires fixed-width pattern None
# '(?<=(?:ab|cd))x' ['x', 'x']
# ---- expected exception ----
# re.error: look-behind requires fixed-width pattern
