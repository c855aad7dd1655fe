import re
phone = re.compile(r'''
    (\d{3})      # area code
    [-.\s]?      # separator
    (\d{4})      # number
    \#?(\d*)     # extension after a literal hash
''', re.VERBOSE)
print(phone.findall('call 555-1234 or 555 9876#12'))
print(re.findall(r'(?x) [ ] x', 'a x'))
print(re.findall(r'(?x) a \  b', 'a b ab'))
print(re.findall(r'(?x)[#]\w', '#a #b'))
print(re.compile(r'''(?x)
    (?P<num> \d+ )   # number
    \s* (?P<unit> [a-z]+ )
''').match('12 kg').groupdict())

# ---- expected stdout ----
# [('555', '1234', ''), ('555', '9876', '12')]
# [' x']
# ['a b']
# ['#a', '#b']
# {'num': '12', 'unit': 'kg'}
