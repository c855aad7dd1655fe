import re
print(re.findall('hello', 'Hello HELLO hello', re.I))
print(re.findall(r'^\w+', 'one\ntwo\nthree', re.M))
print(re.findall(r'^\w+', 'one\ntwo\nthree'))
print(re.findall(r'\w+$', 'one\ntwo\n', re.MULTILINE))
print(re.search('a.c', 'a\nc'), re.search('a.c', 'a\nc', re.S))
print(re.findall(r'\w+', 'héllo wörld', re.A), re.findall(r'\w+', 'héllo wörld', re.U))
print(re.search(r'''\d+  # digits
                     \s*  # space
                     kg''', 'weight: 12 kg', re.VERBOSE))
print(re.findall('A.B', 'a\nb AxB', re.I | re.S))
print(re.compile('x', re.I).flags, re.compile('x').flags, re.compile(b'x').flags, re.compile('x', re.A).flags)
print(re.findall('[a-c]+', 'ABCabc', flags=re.IGNORECASE))
print(re.findall(r'(?i)straße', 'STRASSE straße STRAßE'))
print(re.findall('(?i)k', 'kK\u212a'), re.findall('(?ai)k', 'kK\u212a'), re.findall('(?i)σ', 'Σσς'))
print(re.match(r'\W', '\u00e9', re.A), re.match(r'\W', '\u00e9'))

# ---- expected stdout ----
# ['Hello', 'HELLO', 'hello']
# ['one', 'two', 'three']
# ['one']
# ['one', 'two']
# None <re.Match object; span=(0, 3), match='a\nc'>
# ['h', 'llo', 'w', 'rld'] ['héllo', 'wörld']
# <re.Match object; span=(8, 13), match='12 kg'>
# ['a\nb', 'AxB']
# 34 32 0 256
# ['ABCabc']
# ['straße', 'STRAßE']
# ['k', 'K', 'K'] ['k', 'K'] ['Σ', 'σ', 'ς']
# <re.Match object; span=(0, 1), match='é'> None
