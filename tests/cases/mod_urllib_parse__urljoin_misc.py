from urllib.parse import urljoin

print(urljoin('http://a/b/', '../../../x'))
print(repr(urljoin('', 'x')), repr(urljoin('a', '')))
print(urljoin(b'http://a/b', b'c'))
print(urljoin('http://a/b/c', 'd#f', allow_fragments=False))
print(urljoin('mailto:x', 'y'), urljoin('http://a', 'b'), urljoin('http://a/', '//b/c'))
print(urljoin('file:///a/b', 'c'), urljoin('svn://a/b', 'c'), urljoin('https://a/b', 'http://c/d'))
print(urljoin('http://example.com/dir/page.html', 'other.html'))
print(urljoin('http://example.com/dir/', '/root.html?x=1'))
try:
    urljoin('http://a/', b'b')
except TypeError as e:
    print('TypeError:', e)

# ---- expected stdout ----
# http://a/x
# 'x' 'a'
# b'http://a/c'
# http://a/b/d#f
# y http://a/b http://b/c
# file:///a/c svn://a/c http://c/d
# http://example.com/dir/other.html
# http://example.com/root.html?x=1
# TypeError: Cannot mix str and non-str arguments
