import re
p = re.compile(rb'(\w+)=(\d+)')
print(p.findall(b'x=1 yy=22 \xff=3'))
print(p.sub(rb'\2=\1', b'x=1 yy=22'))
print(p.split(b'a x=1 b'))
print(p.search(b'zz=9'), p.search(b'zz=9').group(1))
print(re.findall(rb'.', b'a\xffb\n'))
print(re.findall(rb'(?i)[A-C]', b'abcABC'))
print(re.match(rb'\xff+', b'\xff\xffa'))
print(re.sub(rb'(?i)X', b'-', b'xXa'), re.subn(b'a', b'o', b'banana'))
print(re.findall(rb'\s+', b'a \t\nb'), re.findall(rb'\d', b'1\xd9\xa33'))
print(re.search(b'b', bytearray(b'abc')))
print(re.match(rb'(?P<n>\w)', b'q').groupdict())
print(re.split(rb'\W', b'a.b-c'))

# ---- expected stdout ----
# [(b'x', b'1'), (b'yy', b'22')]
# b'1=x 22=yy'
# [b'a ', b'x', b'1', b' b']
# <re.Match object; span=(0, 4), match=b'zz=9'> b'zz'
# [b'a', b'\xff', b'b']
# [b'a', b'b', b'c', b'A', b'B', b'C']
# <re.Match object; span=(0, 2), match=b'\xff\xff'>
# b'--a' (b'bonono', 3)
# [b' \t\n'] [b'1', b'3']
# <re.Match object; span=(1, 2), match=b'b'>
# {'n': b'q'}
# [b'a', b'b', b'c']
