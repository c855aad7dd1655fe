import re
print(re.match('abc', 'abcdef'))
print(repr(re.search(r'\d+', 'x 42 y')))
print(re.match('', 'abc'))
print(re.match('a*', 'a' * 100))
print(re.search("'", "it's"))
print(re.search('"', 'say "hi"'))
print(re.search('\n', 'a\nb'))
print(re.match(b'ab', b'abc'))
print(re.search('é+', 'caféé!'))
print(str(re.match('x', 'x')))
m = re.match('(a)', 'a')
print(type(m), type(m).__name__, re.Match, isinstance(m, re.Match))

# ---- expected stdout ----
# <re.Match object; span=(0, 3), match='abc'>
# <re.Match object; span=(2, 4), match='42'>
# <re.Match object; span=(0, 0), match=''>
# <re.Match object; span=(0, 100), match='aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa>
# <re.Match object; span=(2, 3), match="'">
# <re.Match object; span=(4, 5), match='"'>
# <re.Match object; span=(1, 2), match='\n'>
# <re.Match object; span=(0, 2), match=b'ab'>
# <re.Match object; span=(3, 5), match='éé'>
# <re.Match object; span=(0, 1), match='x'>
# <class 're.Match'> Match <class 're.Match'> True
