import re
print(re.sub(r'(\w+) (\w+)', r'\2 \1', 'hello world, big apple'))
print(re.sub(r'(\w+)@(\w+)', r'\g<2>:\g<1>:\g<0>', 'joe@host'))
print(repr(re.sub(r'a', r'\n', 'banana')))
print(repr(re.sub(r'a', r'[\t]', 'ab')))
print(re.sub(r'(a)', r'\1\1', 'banana'))
print(re.sub(r'(a)', r'\g<1>0', 'ab'))
print(repr(re.sub(r'(a)', r'\0101', 'ab')))
print(re.sub(r'(a)(b)?', r'[\2]', 'ab a'))
print(re.sub('-', r'\-', 'a-b'))
print(repr(re.sub(r'\s+', ' ', '  lots   of\n\tspace  ')))
print(re.sub('x*', '-', 'abxd'))
print(re.sub('', '-', 'abc'))
print(re.sub('a', 'b', 'aaaa', 2), re.sub('a', 'b', 'aaaa', count=0))
print(re.sub('a', 'b', 'aaa', -1))
print(re.sub('(?m)^', '> ', 'line1\nline2'))
print(re.sub('$', '!', 'ab\n'))
print(re.compile(r'(\d)').sub(r'<\1>', 'a1b2'))

# ---- expected stdout ----
# world hello, apple big
# host:joe:joe@host
# 'b\nn\nn\n'
# '[\t]b'
# baanaanaa
# a0b
# '\x081b'
# [b] []
# a\-b
# ' lots of space '
# -a-b--d-
# -a-b-c-
# bbaa bbbb
# aaa
# > line1
# > line2
# ab!
# !
# a<1>b<2>
