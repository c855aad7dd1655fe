import urllib.parse
import urllib
from urllib import parse
from urllib.parse import quote as q

print(urllib.parse.quote('a b'), parse.unquote('a%20b'), q('/x y'))
print(parse is urllib.parse)
print(urllib.parse.uses_relative[:3], urllib.parse.scheme_chars[:5])
print(sorted(urllib.parse.__all__))
print(urllib.parse.unwrap('<URL:http://x/>'), urllib.parse.unwrap(' <http://y> '))

# ---- expected stdout ----
# a%20b a b /x%20y
# True
# ['', 'ftp', 'http'] abcde
# ['DefragResult', 'DefragResultBytes', 'ParseResult', 'ParseResultBytes', 'SplitResult', 'SplitResultBytes', 'parse_qs', 'parse_qsl', 'quote', 'quote_from_bytes', 'quote_plus', 'unquote', 'unquote_plus', 'unquote_to_bytes', 'urldefrag', 'urlencode', 'urljoin', 'urlparse', 'urlsplit', 'urlunparse', 'urlunsplit']
# http://x/ http://y
