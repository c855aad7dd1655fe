import re
print(re.match(r'a{2,3}', 'aaaa'), re.match(r'a{2,3}?', 'aaaa'))
print(re.match(r'a{,2}', 'aaaa'), re.match(r'a{2,}', 'aaaa'), re.match(r'a{2}', 'aaaa'))
print(re.match(r'<.*>', '<a><b>'), re.match(r'<.*?>', '<a><b>'))
print(re.match(r'a+?', 'aaa'), re.match(r'a*?b', 'aab'), re.match(r'a??', 'a'))
print(re.match(r'x{}', 'x{}'), re.match(r'a{x}', 'a{x}'), re.match(r'a{1', 'a{1'))
print(re.match(r'(?>a+)b', 'aab'), re.match(r'(?>a+)ab', 'aab'))
print(re.match(r'a++b', 'aab'), re.match(r'a++ab', 'aab'), re.match(r'a*+a', 'aaa'))
print(re.match(r'(?:ab)+', 'ababx'), re.match(r'(ab)+', 'ababx').group(1))
print(re.findall(r'\d{1,3}', '1234567'))
print(re.match(r'(?:a|ab)?+b', 'ab'))

# ---- expected stdout ----
# <re.Match object; span=(0, 3), match='aaa'> <re.Match object; span=(0, 2), match='aa'>
# <re.Match object; span=(0, 2), match='aa'> <re.Match object; span=(0, 4), match='aaaa'> <re.Match object; span=(0, 2), match='aa'>
# <re.Match object; span=(0, 6), match='<a><b>'> <re.Match object; span=(0, 3), match='<a>'>
# <re.Match object; span=(0, 1), match='a'> <re.Match object; span=(0, 3), match='aab'> <re.Match object; span=(0, 0), match=''>
# <re.Match object; span=(0, 3), match='x{}'> <re.Match object; span=(0, 4), match='a{x}'> <re.Match object; span=(0, 3), match='a{1'>
# <re.Match object; span=(0, 3), match='aab'> None
# <re.Match object; span=(0, 3), match='aab'> None None
# <re.Match object; span=(0, 4), match='abab'> ab
# ['123', '456', '7']
# <re.Match object; span=(0, 2), match='ab'>
