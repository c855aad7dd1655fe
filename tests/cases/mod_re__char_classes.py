import re
print(re.findall(r'[aeiou]', 'education'))
print(re.findall(r'[^aeiou\s]+', 'hello world'))
print(re.findall(r'[a-c-]', 'a-d-c'))
print(re.findall(r'[]a]', ']a['), re.findall(r'[^]a]', ']a['))
print(re.findall(r'[\d.]+', 'v1.2.3 x'))
print(re.findall(r'[\w-]+', 'foo-bar baz_1'))
print(re.findall(r'[\W\d]+', 'ab, 12!c'))
print(re.findall(r'[^\W\d_]+', 'ab_12cd é3'))
print(re.findall(r'\d+', 'x²½ ٣4'), re.findall(r'\w+', 'x²½ ok_1'))
print(re.findall(r'\s', 'a\tb\nc\x0bd\x1ce\u2028f\u00a0'))
print(re.findall(r'\S+', ' a  bc '), re.findall(r'\D+', 'a1b2'))
print(re.findall(r'[\x41-\x43]', 'ABCD'), re.findall(r'[\u00e0-\u00ff]+', 'àéî ok'))
print(re.findall(r'[.]', 'a.b'), re.findall(r'[\\]', 'a\\b'), re.findall(r'[\b]', 'a\bb'))
print(re.findall(r'(?i)[^a-c]', 'AbCdE'))

# ---- expected stdout ----
# ['e', 'u', 'a', 'i', 'o']
# ['h', 'll', 'w', 'rld']
# ['a', '-', '-', 'c']
# [']', 'a'] ['[']
# ['1.2.3']
# ['foo-bar', 'baz_1']
# [', 12!']
# ['ab', 'cd', 'é']
# ['٣4'] ['x²½', 'ok_1']
# ['\t', '\n', '\x0b', '\x1c', '\u2028', '\xa0']
# ['a', 'bc'] ['a', 'b']
# ['A', 'B', 'C'] ['àéî']
# ['.'] ['\\'] ['\x08']
# ['d', 'E']
