import re
print(re.findall(r'\w+(?=,)', 'a, b, c'))
print(re.findall(r'\w+(?!,)\b', 'a, b, c'))
print(re.findall(r'(?<=\$)\d+', 'cost $12 and $5, not 7'))
print(re.findall(r'(?<!\$)\b\d+', 'cost $12 and $5, not 7'))
print(re.sub(r'(?<=\d)(?=(\d{3})+$)', ',', '1234567'))
print(re.search(r'(?=(\w+))\w', 'abc').group(1))
print(re.findall(r'(?<=a|b)c', 'ac bc cc'))
print(re.match(r'(?=a)a', 'a'), re.match(r'(?!a)a', 'a'))
print(re.compile(r'(?<=b)a').search('ba', 1))
print(re.findall(r'(?<=\bfoo)bar', 'foobar xfoobar'))
try:
    re.compile(r'(?<=a+)b')
except re.error as e:
    print('error:', e)

# ---- expected stdout ----
# ['a', 'b']
# ['c']
# ['12', '5']
# ['7']
# 1,234,567
# abc
# ['c', 'c']
# <re.Match object; span=(0, 1), match='a'> None
# <re.Match object; span=(1, 2), match='a'>
# ['bar']
# error: look-behind requires fixed-width pattern
