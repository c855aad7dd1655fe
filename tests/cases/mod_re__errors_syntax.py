import re
bad = ['(ab', 'ab)', '*a', 'a**', '[a-', '[z-a]', '(?P<1>a)', '(?P<a>x)(?P<a>y)', '(?P=nope)', r'\1(a)',
       r'(a\1)', '(?z)', '(?<x)', r'\q', r'\x1', 'a{3,2}', '(?i', '(?#comment', '(?(2)a|b)(x)', 'a(?i)b', 'abc\n(def', '\\']
for p in bad:
    try:
        re.compile(p)
        print('compiled', repr(p))
    except re.error as e:
        print(repr(p), '->', e)
        print('   ', e.msg, e.pos, e.lineno, e.colno)
try:
    re.compile('a{99999999999}')
except OverflowError as e:
    print('OverflowError:', e)
print(re.error.__name__, re.error.__module__, issubclass(re.error, Exception))
re.compile('(?P<n>a)(?P<m')

# ---- expected stdout ----
# '(ab' -> missing ), unterminated subpattern at position 0
#     missing ), unterminated subpattern 0 1 1
# 'ab)' -> unbalanced parenthesis at position 2
#     unbalanced parenthesis 2 1 3
# '*a' -> nothing to repeat at position 0
#     nothing to repeat 0 1 1
# 'a**' -> multiple repeat at position 2
#     multiple repeat 2 1 3
# '[a-' -> unterminated character set at position 0
#     unterminated character set 0 1 1
# '[z-a]' -> bad character range z-a at position 1
#     bad character range z-a 1 1 2
# '(?P<1>a)' -> bad character in group name '1' at position 4
#     bad character in group name '1' 4 1 5
# '(?P<a>x)(?P<a>y)' -> redefinition of group name 'a' as group 2; was group 1 at position 12
#     redefinition of group name 'a' as group 2; was group 1 12 1 13
# '(?P=nope)' -> unknown group name 'nope' at position 4
#     unknown group name 'nope' 4 1 5
# '\\1(a)' -> invalid group reference 1 at position 1
#     invalid group reference 1 1 1 2
# '(a\\1)' -> cannot refer to an open group at position 2
#     cannot refer to an open group 2 1 3
# '(?z)' -> unknown extension ?z at position 1
#     unknown extension ?z 1 1 2
# '(?<x)' -> unknown extension ?<x at position 1
#     unknown extension ?<x 1 1 2
# '\\q' -> bad escape \q at position 0
#     bad escape \q 0 1 1
# '\\x1' -> incomplete escape \x1 at position 0
#     incomplete escape \x1 0 1 1
# 'a{3,2}' -> min repeat greater than max repeat at position 2
#     min repeat greater than max repeat 2 1 3
# '(?i' -> missing -, : or ) at position 3
#     missing -, : or ) 3 1 4
# '(?#comment' -> missing ), unterminated comment at position 0
#     missing ), unterminated comment 0 1 1
# '(?(2)a|b)(x)' -> invalid group reference 2 at position 3
#     invalid group reference 2 3 1 4
# 'a(?i)b' -> global flags not at the start of the expression at position 1
#     global flags not at the start of the expression 1 1 2
# 'abc\n(def' -> missing ), unterminated subpattern at position 4 (line 2, column 1)
#     missing ), unterminated subpattern 4 2 1
# '\\' -> bad escape (end of pattern) at position 0
#     bad escape (end of pattern) 0 1 1
# OverflowError: the repetition number is too large
# error re True
# ---- expected exception ----
# re.error: missing >, unterminated name at position 12
