import re
print(re.split(r'\s+', 'a b   c'))
print(re.split(r',\s*', 'a, b,c,  d'))
print(re.split(r'(,)', 'a,b,c'))
print(re.split(r'(a)|(b)', 'xaybz'))
print(re.split(r'\d', 'a1b2c3d', maxsplit=2))
print(re.split(r'\d', 'a1b2c3d', 1))
print(re.split('x', 'axbxc', -1))
print(re.split('x*', 'axbc'))
print(re.split('', 'abc'))
print(re.split(r'\b', 'one two'))
print(re.split(r'(?=b)', 'abab'))
print(re.split(r'\W+', '...words, and more...'))
print(re.split('z', ''))
print(re.split(rb'-', b'a-b-c'))
print(re.compile('[;:]').split('a;b:c', 1))

# ---- expected stdout ----
# ['a', 'b', 'c']
# ['a', 'b', 'c', 'd']
# ['a', ',', 'b', ',', 'c']
# ['x', 'a', None, 'y', None, 'b', 'z']
# ['a', 'b', 'c3d']
# ['a', 'b2c3d']
# ['axbxc']
# ['', 'a', '', 'b', 'c', '']
# ['', 'a', 'b', 'c', '']
# ['', 'one', ' ', 'two', '']
# ['a', 'ba', 'b']
# ['', 'words', 'and', 'more', '']
# ['']
# [b'a', b'b', b'c']
# ['a', 'b:c']
