print(bytes("aé€x", "ascii", "replace"), bytes("aé€x", "ascii", "ignore"))
print(bytes("aé€", "ascii", "xmlcharrefreplace"), bytes("aé€\U0001f600", "latin-1", "backslashreplace"))
print(bytes("ax", "ascii", "bogus"), bytes("é", "latin_1"), bytes("\U0001f600", "utf8"))
for args in [("é€", "latin-1"), ("aé€x", "ascii"), ("xyz\U0001f600", "ascii"), ("aé", "ascii", "bogus")]:
    try:
        bytes(*args)
    except (UnicodeEncodeError, LookupError) as e:
        print(type(e).__name__, e)
bytes("e", "klingon")

# ---- expected stdout ----
# b'a??x' b'ax'
# b'a&#233;&#8364;' b'a\xe9\\u20ac\\U0001f600'
# b'ax' b'\xe9' b'\xf0\x9f\x98\x80'
# UnicodeEncodeError 'latin-1' codec can't encode character '\u20ac' in position 1: ordinal not in range(256)
# UnicodeEncodeError 'ascii' codec can't encode characters in position 1-2: ordinal not in range(128)
# UnicodeEncodeError 'ascii' codec can't encode character '\U0001f600' in position 3: ordinal not in range(128)
# LookupError unknown error handler name 'bogus'
# ---- expected exception ----
# LookupError: unknown encoding: klingon
