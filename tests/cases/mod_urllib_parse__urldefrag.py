from urllib.parse import urldefrag

for u in ['http://a/b#c', 'http://a/b', 'http://a/b;p?q#c', 'x#', '#only']:
    d = urldefrag(u)
    print(repr(d), d.url, repr(d.fragment), d.geturl())
print(urldefrag(b'x#y'))
print(urldefrag(b'x#y').decode(), urldefrag('x#y').encode())

# ---- expected stdout ----
# DefragResult(url='http://a/b', fragment='c') http://a/b 'c' http://a/b#c
# DefragResult(url='http://a/b', fragment='') http://a/b '' http://a/b
# DefragResult(url='http://a/b;p?q', fragment='c') http://a/b;p?q 'c' http://a/b;p?q#c
# DefragResult(url='x', fragment='') x '' x
# DefragResult(url='', fragment='only')  'only' #only
# DefragResultBytes(url=b'x', fragment=b'y')
# DefragResult(url='x', fragment='y') DefragResultBytes(url=b'x', fragment=b'y')
