from urllib.parse import urlsplit

for u in ['http://user:pw@www.Example.com:8080/a/b;p?q=1&r=2#frag', 'file:///etc/passwd',
          'mailto:someone@example.com', '//netloc/path', 'path/only?x#y', 'HTTP://EXAMPLE.com',
          'a1+.-:rest', '1abc:def', 'http://h#f?q', '', 'http:', 'http://']:
    s = urlsplit(u)
    print(repr(s))
print(urlsplit('x/y', scheme='https'))
print(urlsplit('http://x/y#f', allow_fragments=False))
print(urlsplit(' \thttp://x\n/y'))

# ---- expected stdout ----
# SplitResult(scheme='http', netloc='user:pw@www.Example.com:8080', path='/a/b;p', query='q=1&r=2', fragment='frag')
# SplitResult(scheme='file', netloc='', path='/etc/passwd', query='', fragment='')
# SplitResult(scheme='mailto', netloc='', path='someone@example.com', query='', fragment='')
# SplitResult(scheme='', netloc='netloc', path='/path', query='', fragment='')
# SplitResult(scheme='', netloc='', path='path/only', query='x', fragment='y')
# SplitResult(scheme='http', netloc='EXAMPLE.com', path='', query='', fragment='')
# SplitResult(scheme='a1+.-', netloc='', path='rest', query='', fragment='')
# SplitResult(scheme='', netloc='', path='1abc:def', query='', fragment='')
# SplitResult(scheme='http', netloc='h', path='', query='', fragment='f?q')
# SplitResult(scheme='', netloc='', path='', query='', fragment='')
# SplitResult(scheme='http', netloc='', path='', query='', fragment='')
# SplitResult(scheme='http', netloc='', path='', query='', fragment='')
# SplitResult(scheme='https', netloc='', path='x/y', query='', fragment='')
# SplitResult(scheme='http', netloc='x', path='/y#f', query='', fragment='')
# SplitResult(scheme='http', netloc='x', path='/y', query='', fragment='')
