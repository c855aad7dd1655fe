import re
print(re.findall(r'a*', 'baaac'))
print(re.sub(r'a*', '-', 'baaac'))
print(re.split(r'a*', 'baaac'))
print([m.span() for m in re.finditer(r'a*', 'baaac')])
print(re.findall(r'(?=a)|a', 'aa'))
print(re.sub(r'(?<=a)', '-', 'aaa'))
print(re.sub(r'a|', '-', 'bab'))
print(re.findall(r'\b', 'ab cd'))
print(re.sub(r'x*', '', 'xaxx'))
print(re.subn(r'\s*', '_', 'a b'))
print(re.findall(r'(a?)', 'aba'))
print(re.split(r'(?m)^', 'a\nb\nc'))

# ---- expected stdout ----
# ['', 'aaa', '', '']
# -b--c-
# ['', 'b', '', 'c', '']
# [(0, 0), (1, 4), (4, 4), (5, 5)]
# ['', 'a', '', 'a']
# a-a-a-
# -b--b-
# ['', '', '', '']
# a
# ('_a__b_', 4)
# ['a', '', 'a', '']
# ['', 'a\n', 'b\n', 'c']
