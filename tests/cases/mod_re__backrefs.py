import re
print(re.findall(r'(\w)\1', 'aabbcd eeff'))
print(re.search(r'\b(\w+) \1\b', 'this is is a test'))
print(re.match(r'(a)|\1b', 'b'))
print(re.match(r'(?i)(a)\1', 'aA'))
print(re.match(r'(["\']).*?\1', '"a\'b" rest'))
print(re.sub(r'(\w+) \1', r'\1', 'the the cat cat sat'))
print(re.match(r'(a)(?P<x>b)(?P=x)\1', 'abba'))
print(re.match(r'(a)?(?(1)b|c)', 'ab'), re.match(r'(a)?(?(1)b|c)', 'c'))
print(re.match(r'(<)?\w+(?(1)>)', '<tag>'), re.match(r'(<)?\w+(?(1)>)', '<tag'))
print(re.match(r'(?P<q>")?\w+(?(q)")', '"word"'))

# ---- expected stdout ----
# ['a', 'b', 'e', 'f']
# <re.Match object; span=(5, 10), match='is is'>
# None
# <re.Match object; span=(0, 2), match='aA'>
# <re.Match object; span=(0, 5), match='"a\'b"'>
# the cat sat
# <re.Match object; span=(0, 4), match='abba'>
# <re.Match object; span=(0, 2), match='ab'> <re.Match object; span=(0, 1), match='c'>
# <re.Match object; span=(0, 5), match='<tag>'> None
# <re.Match object; span=(0, 6), match='"word"'>
