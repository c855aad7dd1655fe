from urllib.parse import quote, quote_plus, quote_from_bytes

for s in ['abc', 'a b&c=d/\u00e9', '', '~_.-', '\u00fc\u20ac\U0001f600', '/path with/ space']:
    print(repr(quote(s)), repr(quote(s, safe='')), repr(quote_plus(s)), repr(quote(s, safe='/&= ')),
          repr(quote_plus(s, safe='/')))
print(quote(b'a b\xff'), quote_plus(b'a b'), quote('\u00e9', encoding='latin-1'))
print(quote('\u00e9\u20ac', encoding='ascii', errors='replace'))
print(quote_from_bytes(b'a/b c'), quote_from_bytes(bytearray(b'x y'), safe=b' '))
for f in [lambda: quote(b'x', encoding='utf-8'), lambda: quote(b'x', errors='strict'),
          lambda: quote_from_bytes('x'), lambda: quote('\u00e9', encoding='ascii')]:
    try:
        print(f())
    except (TypeError, UnicodeEncodeError) as e:
        print(type(e).__name__, e)

# ---- expected stdout ----
# 'abc' 'abc' 'abc' 'abc' 'abc'
# 'a%20b%26c%3Dd/%C3%A9' 'a%20b%26c%3Dd%2F%C3%A9' 'a+b%26c%3Dd%2F%C3%A9' 'a b&c=d/%C3%A9' 'a+b%26c%3Dd/%C3%A9'
# '' '' '' '' ''
# '~_.-' '~_.-' '~_.-' '~_.-' '~_.-'
# '%C3%BC%E2%82%AC%F0%9F%98%80' '%C3%BC%E2%82%AC%F0%9F%98%80' '%C3%BC%E2%82%AC%F0%9F%98%80' '%C3%BC%E2%82%AC%F0%9F%98%80' '%C3%BC%E2%82%AC%F0%9F%98%80'
# '/path%20with/%20space' '%2Fpath%20with%2F%20space' '%2Fpath+with%2F+space' '/path with/ space' '/path+with/+space'
# a%20b%FF a+b %E9
# %3F%3F
# a/b%20c x y
# TypeError quote() doesn't support 'encoding' for bytes
# TypeError quote() doesn't support 'errors' for bytes
# TypeError quote_from_bytes() expected bytes
# UnicodeEncodeError 'ascii' codec can't encode character '\xe9' in position 0: ordinal not in range(128)
