import re
for t in [r'\2', r'\g<2>', r'\g<x>', r'\g<', r'\g<1', r'\g<>', r'\g<a b>', r'\g', r'\q', r'\400', '\\']:
    try:
        print(repr(t), repr(re.sub(r'(?P<n>a)', t, 'xax')))
    except re.error as e:
        print(repr(t), 'error:', e, '|', e.pos)
    except IndexError as e:
        print(repr(t), 'IndexError:', e)
print(re.sub(r'(?P<n>a)', r'\g<n>\g<0>\g<01>', 'xa'))
print(re.match(r'(a)(b)?', 'a').expand(r'[\1][\2]'))
print(re.match(rb'(a)', b'a').expand(rb'<\1>'))
re.match('(a)', 'a').expand(r'\2')

# ---- expected stdout ----
# '\\2' error: invalid group reference 2 at position 1 | 1
# '\\g<2>' error: invalid group reference 2 at position 3 | 3
# '\\g<x>' IndexError: unknown group name 'x'
# '\\g<' error: missing group name at position 3 | 3
# '\\g<1' error: missing >, unterminated name at position 3 | 3
# '\\g<>' error: missing group name at position 3 | 3
# '\\g<a b>' error: bad character in group name 'a b' at position 3 | 3
# '\\g' error: missing < at position 2 | 2
# '\\q' error: bad escape \q at position 0 | 0
# '\\400' error: octal escape value \400 outside of range 0-0o377 at position 0 | 0
# '\\' error: bad escape (end of pattern) at position 0 | 0
# xaaa
# [a][]
# b'<a>'
# ---- expected exception ----
# re.error: invalid group reference 2 at position 1
