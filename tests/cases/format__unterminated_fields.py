# str.format errors for a replacement field cut off by the end of the string.
for text in ['{0!', '{0!r', '{0:x{', '{0:{1}x', '{0:', '{:{', '{0[:{]', '{0:}}{1:{', 'a{0', '{', '}', '{0:{1}']:
    try:
        print(repr(text), text.format(1, 2))
    except ValueError as e:
        print(repr(text), "ValueError:", e)

# ---- expected stdout ----
# '{0!' ValueError: end of string while looking for conversion specifier
# '{0!r' ValueError: unmatched '{' in format spec
# '{0:x{' ValueError: unmatched '{' in format spec
# '{0:{1}x' ValueError: unmatched '{' in format spec
# '{0:' ValueError: unmatched '{' in format spec
# '{:{' ValueError: unmatched '{' in format spec
# '{0[:{]' ValueError: expected '}' before end of string
# '{0:}}{1:{' ValueError: Single '}' encountered in format string
# 'a{0' ValueError: expected '}' before end of string
# '{' ValueError: Single '{' encountered in format string
# '}' ValueError: Single '}' encountered in format string
# '{0:{1}' ValueError: unmatched '{' in format spec
