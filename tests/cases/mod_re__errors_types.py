import re
def t(f):
    try:
        print(repr(f()))
    except Exception as e:
        print(type(e).__name__ + ':', e)
t(lambda: re.search('a', 1))
t(lambda: re.search(1, 'a'))
t(lambda: re.search('a', b'a'))
t(lambda: re.search(b'a', 'a'))
t(lambda: re.compile('a').search(None))
t(lambda: re.compile('a').search('a', 'x'))
t(lambda: re.sub('a', 1, 'xax'))
t(lambda: re.sub('a', b'x', 'a'))
t(lambda: re.compile('a', re.L))
t(lambda: re.compile('a', re.A | re.U))
t(lambda: re.compile(b'a', re.U))
t(lambda: re.compile('a', 'x'))
t(lambda: re.compile(re.compile('a'), re.I))
t(lambda: re.Pattern())
t(lambda: re.Match())
re.findall(['a'], 'a')

# ---- expected stdout ----
# TypeError: expected string or bytes-like object, got 'int'
# TypeError: first argument must be string or compiled pattern
# TypeError: cannot use a string pattern on a bytes-like object
# TypeError: cannot use a bytes pattern on a string-like object
# TypeError: expected string or bytes-like object, got 'NoneType'
# TypeError: 'str' object cannot be interpreted as an integer
# TypeError: decoding to str: need a bytes-like object, int found
# TypeError: sequence item 0: expected str instance, bytes found
# ValueError: cannot use LOCALE flag with a str pattern
# ValueError: ASCII and UNICODE flags are incompatible
# ValueError: cannot use UNICODE flag with a bytes pattern
# TypeError: unsupported operand type(s) for &: 'str' and 'RegexFlag'
# ValueError: cannot process flags argument with a compiled pattern
# TypeError: cannot create 're.Pattern' instances
# TypeError: cannot create 're.Match' instances
# ---- expected exception ----
# TypeError: unhashable type: 'list'
