# string.Formatter: parse, format/vformat, field lookup, conversions, subclass hooks.
from string import Formatter

f = Formatter()
for text in ['a{0[a:b]}c', '{0!r:>{1}}', 'x{{y}}z{}', '{a.b[c]}', '{:{}}', '', 'abc', '{0:}']:
    print(repr(text), list(f.parse(text)))
for text in ['}', '{', 'a{0', '{0!rr}', '{0:{1}']:
    try:
        list(f.parse(text))
    except ValueError as e:
        print(repr(text), "ValueError:", e)
print(f.format('{0}-{1!r}-{x:>5}', 1, 'a', x=3), f.vformat('{} {}', (1, 2), {}))
for text, args in [('{}{0}', (1,)), ('{0}{}', (1,)), ('{0!z}', (1,)), ('{5}', (1,)), ('{x}', ()),
                   ('{0.real}', (3,)), ('{0[1]}', ([4, 5],)), ('{:{}}', (3, 5)), ('{0.}', (1,))]:
    try:
        print(repr(f.format(text, *args)))
    except (ValueError, IndexError, KeyError) as e:
        print(type(e).__name__, e)


class Upper(Formatter):
    def format_field(self, value, spec):
        return super().format_field(value, spec).upper()

    def get_value(self, key, args, kwargs):
        if isinstance(key, str) and key not in kwargs:
            return f"<{key}?>"
        return super().get_value(key, args, kwargs)


print(Upper().format("{greeting}, {0}! {missing}", "world", greeting="hello"))

# ---- expected stdout ----
# 'a{0[a:b]}c' [('a', '0[a:b]', '', None), ('c', None, None, None)]
# '{0!r:>{1}}' [('', '0', '>{1}', 'r')]
# 'x{{y}}z{}' [('x{', None, None, None), ('y}', None, None, None), ('z', '', '', None)]
# '{a.b[c]}' [('', 'a.b[c]', '', None)]
# '{:{}}' [('', '', '{}', None)]
# '' []
# 'abc' [('abc', None, None, None)]
# '{0:}' [('', '0', '', None)]
# '}' ValueError: Single '}' encountered in format string
# '{' ValueError: Single '{' encountered in format string
# 'a{0' ValueError: expected '}' before end of string
# '{0!rr}' ValueError: expected ':' after conversion specifier
# '{0:{1}' ValueError: unmatched '{' in format spec
# 1-'a'-    3 1 2
# ValueError cannot switch from manual field specification to automatic field numbering
# ValueError cannot switch from manual field specification to automatic field numbering
# ValueError Unknown conversion specifier z
# IndexError tuple index out of range
# KeyError 'x'
# '3'
# '5'
# '    3'
# ValueError Empty attribute in format string
# HELLO, WORLD! <MISSING?>
