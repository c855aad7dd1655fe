from urllib.parse import urlparse

for u in ['http://a/b/c;x;y', 'http://a/b;p/c', 'http://a/b;p?q#f', 'tel:+1-800;ext=1', 'foo://bar/baz;qux',
          'ftp://host/file;type=a', 'http://a;b/c']:
    p = urlparse(u)
    print(repr(p))
    print(p.params, p.geturl())

# ---- expected stdout ----
# ParseResult(scheme='http', netloc='a', path='/b/c', params='x;y', query='', fragment='')
# x;y http://a/b/c;x;y
# ParseResult(scheme='http', netloc='a', path='/b;p/c', params='', query='', fragment='')
#  http://a/b;p/c
# ParseResult(scheme='http', netloc='a', path='/b', params='p', query='q', fragment='f')
# p http://a/b;p?q#f
# ParseResult(scheme='tel', netloc='', path='+1-800', params='ext=1', query='', fragment='')
# ext=1 tel:+1-800;ext=1
# ParseResult(scheme='foo', netloc='bar', path='/baz;qux', params='', query='', fragment='')
#  foo://bar/baz;qux
# ParseResult(scheme='ftp', netloc='host', path='/file', params='type=a', query='', fragment='')
# type=a ftp://host/file;type=a
# ParseResult(scheme='http', netloc='a;b', path='/c', params='', query='', fragment='')
#  http://a;b/c
