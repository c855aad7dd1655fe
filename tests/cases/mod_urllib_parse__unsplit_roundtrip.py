from urllib.parse import urlsplit, urlunsplit, urlparse, urlunparse

for u in ['http://a/b?c#d', 'http://a', 'file:///tmp/x', 'mailto:x@y', '//host/p', 'path?q', 'http://a/b;p?q#f',
          'http:', 'svn+ssh://host/repo']:
    s = urlsplit(u)
    p = urlparse(u)
    print(u, '|', s.geturl(), '|', urlunsplit(s), '|', p.geturl(), '|', urlunparse(p))
print(urlunsplit(('http', 'example.com', 'path', 'a=1', 'top')))
print(urlunsplit(('file', '', 'tmp/x', '', '')))
print(urlunparse(('https', 'h', '/p', 'params', 'q', 'f')))
print(urlunsplit(['', '', 'rel/path', '', '']))

# ---- expected stdout ----
# http://a/b?c#d | http://a/b?c#d | http://a/b?c#d | http://a/b?c#d | http://a/b?c#d
# http://a | http://a | http://a | http://a | http://a
# file:///tmp/x | file:///tmp/x | file:///tmp/x | file:///tmp/x | file:///tmp/x
# mailto:x@y | mailto:x@y | mailto:x@y | mailto:x@y | mailto:x@y
# //host/p | //host/p | //host/p | //host/p | //host/p
# path?q | path?q | path?q | path?q | path?q
# http://a/b;p?q#f | http://a/b;p?q#f | http://a/b;p?q#f | http://a/b;p?q#f | http://a/b;p?q#f
# http: | http:// | http:// | http:// | http://
# svn+ssh://host/repo | svn+ssh://host/repo | svn+ssh://host/repo | svn+ssh://host/repo | svn+ssh://host/repo
# http://example.com/path?a=1#top
# file:///tmp/x
# https://h/p;params?q#f
# rel/path
