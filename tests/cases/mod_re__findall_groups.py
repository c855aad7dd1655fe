import re
text = 'a1 b22 c333 d'
print(re.findall(r'\d+', text))
print(re.findall(r'([a-z])\d+', text))
print(re.findall(r'([a-z])(\d+)', text))
print(re.findall(r'([a-z])(\d+)?', text))
print(re.findall(r'(?:[a-z])(\d)', text))
print(re.findall(r'x', text))
print(re.findall(r'\d*', 'a12b'))
print(re.findall('', 'abc'))
print(re.findall('|a', 'a'))
print(re.findall(r'(a)|(b)', 'ab'))
print(re.findall(r'\b\w', 'one two three'))
print(re.compile(r'\w').findall('abcdef', 2, 4))
print(re.findall(rb'\w+', b'bytes and 12'))

# ---- expected stdout ----
# ['1', '22', '333']
# ['a', 'b', 'c']
# [('a', '1'), ('b', '22'), ('c', '333')]
# [('a', '1'), ('b', '22'), ('c', '333'), ('d', '')]
# ['1', '2', '3']
# []
# ['', '12', '', '']
# ['', '', '', '']
# ['', 'a', '']
# [('a', ''), ('', 'b')]
# ['o', 't', 't']
# ['c', 'd']
# [b'bytes', b'and', b'12']
