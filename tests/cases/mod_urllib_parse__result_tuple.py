from urllib.parse import urlparse, urlsplit, ParseResult, SplitResult

r = urlparse('http://a/b?c')
print(r._replace(path='/z'))
print(r._asdict())
print(r._fields, SplitResult._fields)
print(ParseResult._make(['a', 'b', 'c', 'd', 'e', 'f']))
print(r.scheme, r[1], len(r), r == ('http', 'a', '/b', '', 'c', ''), isinstance(r, tuple))
scheme, netloc, *rest = r
print(scheme, netloc, rest)
s = SplitResult('https', 'h:1', '/p', 'q', 'f')
print(s, s.port, s.geturl())
print(SplitResult(scheme='a', netloc='b', path='c', query='d', fragment='e'))
print(urlsplit('http://x/y').encode())
print(type(urlsplit(b'http://u@X:5/y')).__name__, urlsplit(b'http://u@X:5/y').hostname, urlsplit(b'http://u@x:5/y').port)
print(urlsplit(b'http://u@x:5/y').decode())

# ---- expected stdout ----
# ParseResult(scheme='http', netloc='a', path='/z', params='', query='c', fragment='')
# {'scheme': 'http', 'netloc': 'a', 'path': '/b', 'params': '', 'query': 'c', 'fragment': ''}
# ('scheme', 'netloc', 'path', 'params', 'query', 'fragment') ('scheme', 'netloc', 'path', 'query', 'fragment')
# ParseResult(scheme='a', netloc='b', path='c', params='d', query='e', fragment='f')
# http a 6 True True
# http a ['/b', '', 'c', '']
# SplitResult(scheme='https', netloc='h:1', path='/p', query='q', fragment='f') 1 https://h:1/p?q#f
# SplitResult(scheme='a', netloc='b', path='c', query='d', fragment='e')
# SplitResultBytes(scheme=b'http', netloc=b'x', path=b'/y', query=b'', fragment=b'')
# SplitResultBytes b'x' 5
# SplitResult(scheme='http', netloc='u@x:5', path='/y', query='', fragment='')
