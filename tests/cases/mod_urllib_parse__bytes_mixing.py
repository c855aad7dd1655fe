from urllib.parse import urlsplit, urlparse, urljoin, urlunsplit

print(urlparse(b'http://h/p;x?q#f'))
print(urlunsplit((b'http', b'h', b'/p', b'', b'')))
for f in [lambda: urlsplit('http://x', b'http'), lambda: urljoin(b'http://a/', 'b'),
          lambda: urlunsplit(('http', b'h', '', '', ''))]:
    try:
        print(f())
    except TypeError as e:
        print('TypeError:', e)
print(urlsplit(b'', b''))

# ---- expected stdout ----
# ParseResultBytes(scheme=b'http', netloc=b'h', path=b'/p', params=b'x', query=b'q', fragment=b'f')
# b'http://h/p'
# TypeError: Cannot mix str and non-str arguments
# TypeError: Cannot mix str and non-str arguments
# TypeError: Cannot mix str and non-str arguments
# SplitResultBytes(scheme=b'', netloc=b'', path=b'', query=b'', fragment=b'')
