from urllib.parse import urlencode, quote

print(urlencode({'a': 1, 'b': 'x y', 'c': b'z&', 'd': [1, 2]}))
print(urlencode([('a', 'b'), ('a', 'c')]))
print(urlencode({'d': [1, 2], 'e': (), 'f': 'str', 'g': 3, 'h': b'by tes'}, doseq=True))
print(urlencode({'k': 'a/b c'}, safe='/'))
print(urlencode({'k': 'a/b c'}, quote_via=quote))
print(urlencode({'\u00e9': '\u00fc'}), urlencode({'\u00e9': '\u00fc'}, encoding='latin-1'))
print(repr(urlencode([])), repr(urlencode({})))
for bad in ['abc', [1, 2], 5]:
    try:
        urlencode(bad)
    except TypeError as e:
        print('TypeError:', e, type(e.__cause__).__name__)

# ---- expected stdout ----
# a=1&b=x+y&c=z%26&d=%5B1%2C+2%5D
# a=b&a=c
# d=1&d=2&f=str&g=3&h=by+tes
# k=a/b+c
# k=a%2Fb%20c
# %C3%A9=%C3%BC %E9=%FC
# '' ''
# TypeError: not a valid non-string sequence or mapping object TypeError
# TypeError: not a valid non-string sequence or mapping object TypeError
# TypeError: not a valid non-string sequence or mapping object TypeError
