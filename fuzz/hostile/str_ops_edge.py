s = 'abc'
print(s.find('', 10**30), s.find('', -10**30), s.rfind('', 10), s.count(''), s.count('', 10**30))
print(s.split('', 1) if False else s.split('b', -5), s.rsplit(None, -1), s.replace('', '-'), s.replace('', '-', 2))
print(s.center(5, '€'), s.expandtabs(-1), 'a\tb'.expandtabs(0), s.zfill(-1), s * -1, s[10**30:], s[-10**30:])
print(s.startswith(('a', 'z'), -10**30), s.endswith('', 10**30), s.partition('b'), s.rpartition('x'))
print('%s' % s, s.join([]), s.join(['x']), '\u0130'.lower(), 'ß'.upper(), 'ﬁ'.upper(), 'ǅ'.title(), 'ΣΑΣ'.lower())
print('\udcff'.encode('utf-8', 'surrogateescape') if False else 'ok', 'a\udcffb'.isidentifier())
try:
    '\ud800'.encode()
except UnicodeEncodeError as e:
    print(type(e).__name__)
print(b'\xff'.decode('utf-8', 'replace'), b'\xff'.decode('latin-1'))
try:
    b'\xff'.decode()
except UnicodeDecodeError as e:
    print(e)
