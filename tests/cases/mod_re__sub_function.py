import re
def up(m):
    return m.group(0).upper()
print(re.sub(r'\b\w', up, 'the quick brown fox'))
print(re.sub(r'\d+', lambda m: str(int(m.group()) * 2), 'a1 b22 c333'))
calls = []
def log(m):
    calls.append((m.start(), m.group()))
    return '' if m.group() == 'b' else None
print(re.sub('[ab]', log, 'xaybz'), calls)
print(re.subn(r'\d', lambda m: '#', 'a1b2c3'))
print(re.sub(r'(?P<k>\w+)=(?P<v>\w+)', lambda m: f"{m['v']}={m['k']}", 'a=1 b=2'))
try:
    re.sub('a', lambda m: 1, 'xax')
except TypeError as e:
    print('TypeError:', e)
print(re.sub(rb'\d', lambda m: b'<' + m.group() + b'>', b'a1b2'))

# ---- expected stdout ----
# The Quick Brown Fox
# a2 b44 c666
# xyz [(1, 'a'), (3, 'b')]
# ('a#b#c#', 3)
# 1=a 2=b
# TypeError: sequence item 1: expected str instance, int found
# b'a<1>b<2>'
