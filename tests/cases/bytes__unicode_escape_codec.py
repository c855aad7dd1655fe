# unicode_escape and raw_unicode_escape, both directions, with CPython's errors.
text = 'a\'"\t\n\r\x00\x7f é\u1234\U0001F600\\'
print(text.encode("unicode_escape"))
print(text.encode("unicode-escape").decode("unicode_escape") == text)
print(text.encode("raw_unicode_escape"))
print(text.encode("raw_unicode_escape").decode("raw-unicode-escape") == text)
print(b"caf\\xe9 \\u00e9 \\N{LATIN SMALL LETTER A} \\101\\60 \\\nend".decode("unicode_escape"))
print(b"\\u00e9\\\\u00e9\\x41\xe9".decode("raw_unicode_escape"))
print("\x1b[31mred\x1b[0m".encode("unicode_escape").decode("utf-8"))
for bad in [b"\\x4", b"abc\\", b"\\N{foo}", b"\\u12", b"\\U00110000", b"\\N"]:
    try:
        bad.decode("unicode_escape")
    except UnicodeDecodeError as e:
        print(type(e).__name__, e)
print(b"ab\\x4zz".decode("unicode_escape", "replace"), b"ab\\x4zz".decode("unicode_escape", "ignore"))
print("é".encode("UTF-16-LE"), "é".encode("latin-1"), "x".encode(encoding="ascii"))
try:
    "é".encode("klingon")
except LookupError as e:
    print("LookupError:", e)

# ---- expected stdout ----
# b'a\'"\\t\\n\\r\\x00\\x7f \\xe9\\u1234\\U0001f600\\\\'
# True
# b'a\'"\t\n\r\x00\x7f \xe9\\u1234\\U0001f600\\'
# True
# café é a A0 end
# é\\u00e9\x41é
# \x1b[31mred\x1b[0m
# UnicodeDecodeError 'unicodeescape' codec can't decode bytes in position 0-2: truncated \xXX escape
# UnicodeDecodeError 'unicodeescape' codec can't decode byte 0x5c in position 3: \ at end of string
# UnicodeDecodeError 'unicodeescape' codec can't decode bytes in position 0-6: unknown Unicode character name
# UnicodeDecodeError 'unicodeescape' codec can't decode bytes in position 0-3: truncated \uXXXX escape
# UnicodeDecodeError 'unicodeescape' codec can't decode bytes in position 0-9: illegal Unicode character
# UnicodeDecodeError 'unicodeescape' codec can't decode bytes in position 0-1: malformed \N character escape
# ab�zz abzz
# b'\xe9\x00' b'\xe9' b'x'
# LookupError: unknown encoding: klingon
