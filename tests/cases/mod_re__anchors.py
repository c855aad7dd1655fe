import re
print(re.findall(r'\Aa', 'aa'), re.findall(r'a\Z', 'aa\n'), re.findall(r'a$', 'aa\n'))
print(re.search(r'$', 'ab\n').span(), re.search(r'\Z', 'ab\n').span())
print(re.findall(r'$', 'ab\n'), re.findall(r'(?m)$', 'a\nb\n'))
print(re.findall(r'\bcat\b', 'cat concat cat.'))
print(re.findall(r'\Bcat', 'cat concat'))
print(re.search(r'\b', ''), re.search(r'\B', ''), re.search(r'\B', 'a '))
print(re.compile('^a').search('ba', 1), re.compile('(?m)^a').search('b\na', 1))
print(re.compile('a$').search('ab', 0, 1))
print(re.findall(r'(?m)^$', 'a\n\nb\n'))
print(re.sub(r'\b', '|', 'ab cd'))

# ---- expected stdout ----
# ['a'] [] ['a']
# (2, 2) (3, 3)
# ['', ''] ['', '', '']
# ['cat', 'cat']
# ['cat']
# None None <re.Match object; span=(2, 2), match=''>
# None <re.Match object; span=(2, 3), match='a'>
# <re.Match object; span=(0, 1), match='a'>
# ['', '']
# |ab| |cd|
