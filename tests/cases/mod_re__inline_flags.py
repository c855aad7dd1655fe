import re
print(re.findall('(?i)abc', 'ABC abc AbC'))
print(re.findall('(?m)^x', 'x\nx\ny'))
print(re.findall('(?s).+', 'a\nb'))
print(re.findall('(?x) a b c # comment', 'abc'))
print(re.findall('(?a)\\w+', 'né ok'))
print(re.findall('a(?i:b)c', 'abc aBc abC'))
print(re.findall('(?i)a(?-i:b)c', 'ABC AbC abc'))
print(re.findall('(?im)^a', 'A\na'))
print(re.compile('(?i)x').flags, re.compile('(?ms)x').flags)
print(re.compile('(?x: a b )c d', 0).match('abc d'))
print(re.search('(?s:.)(?m:$)', 'ab\ncd'))
try:
    re.compile('a(?i)b')
except re.error as e:
    print(e)

# ---- expected stdout ----
# ['ABC', 'abc', 'AbC']
# ['x', 'x']
# ['a\nb']
# ['abc']
# ['n', 'ok']
# ['abc', 'aBc']
# ['AbC', 'abc']
# ['A', 'a']
# 34 56
# <re.Match object; span=(0, 5), match='abc d'>
# <re.Match object; span=(1, 2), match='b'>
# global flags not at the start of the expression at position 1
