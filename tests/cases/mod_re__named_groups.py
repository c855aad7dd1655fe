import re
p = re.compile(r'(?P<year>\d{4})-(?P<month>\d\d)(?:-(?P<day>\d\d))?')
m = p.search('date: 2024-03 end')
print(m.group('year'), m['month'], m.group('day'))
print(m.groupdict(), m.groupdict('?'))
print(m.span('month'), m.start('year'), m.end('year'))
print(m.lastgroup, m.lastindex)
print(p.groupindex['day'], sorted(p.groupindex.items()), p.groups)
print(re.match(r'(?P<c>\w)(?P=c)', 'aab'), re.match(r'(?P<c>\w)(?P=c)', 'ab'))
print(re.sub(r'(?P<w>\w+)@(?P<d>\w+)', r'\g<d> at \g<w>', 'joe@example'))
m = re.match(r'(?P<a>x)(y)(?P<b>z)', 'xyz')
print(m.groupdict(), m.groups(), m.lastgroup)
print(re.match(r'(?P<ünï>a)', 'a').groupdict())

# ---- expected stdout ----
# 2024 03 None
# {'year': '2024', 'month': '03', 'day': None} {'year': '2024', 'month': '03', 'day': '?'}
# (11, 13) 6 10
# month 2
# 3 [('day', 3), ('month', 2), ('year', 1)] 3
# <re.Match object; span=(0, 2), match='aa'> None
# example at joe
# {'a': 'x', 'b': 'z'} ('x', 'y', 'z') b
# {'ünï': 'a'}
