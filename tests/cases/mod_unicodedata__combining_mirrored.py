import unicodedata

for ch in "a\u0300\u0301\u0316\u0327\u0345\u05b0\u05bf\u0670\u093c\u094d\u0e38\u302a\u3099\U0001d165":
    print(ascii(ch), unicodedata.combining(ch), unicodedata.mirrored(ch))
for ch in "()<>[]{}\u00ab\u00bb\u2039\u203a\u2208\u220b\u221a\u2264\u2265\u29fc\uff08\U0001d6db":
    print(ascii(ch), unicodedata.mirrored(ch), unicodedata.combining(ch))
print(type(unicodedata.combining("a")).__name__, type(unicodedata.mirrored("(")).__name__)

classes = {}
for cp in range(0x3000):
    k = unicodedata.combining(chr(cp))
    if k:
        classes[k] = classes.get(k, 0) + 1
print(sorted(classes.items()))
print(sum(unicodedata.mirrored(chr(cp)) for cp in range(0x20000) if not 0xD800 <= cp < 0xE000))

# ---- expected stdout ----
# 'a' 0 0
# '\u0300' 230 0
# '\u0301' 230 0
# '\u0316' 220 0
# '\u0327' 202 0
# '\u0345' 240 0
# '\u05b0' 10 0
# '\u05bf' 23 0
# '\u0670' 35 0
# '\u093c' 7 0
# '\u094d' 9 0
# '\u0e38' 103 0
# '\u302a' 218 0
# '\u3099' 8 0
# '\U0001d165' 216 0
# '(' 1 0
# ')' 1 0
# '<' 1 0
# '>' 1 0
# '[' 1 0
# ']' 1 0
# '{' 1 0
# '}' 1 0
# '\xab' 1 0
# '\xbb' 1 0
# '\u2039' 1 0
# '\u203a' 1 0
# '\u2208' 1 0
# '\u220b' 1 0
# '\u221a' 1 0
# '\u2264' 1 0
# '\u2265' 1 0
# '\u29fc' 1 0
# '\uff08' 1 0
# '\U0001d6db' 1 0
# int int
# [(1, 22), (7, 11), (9, 28), (10, 1), (11, 1), (12, 1), (13, 1), (14, 1), (15, 1), (16, 1), (17, 1), (18, 2), (19, 2), (20, 1), (21, 1), (22, 1), (23, 1), (24, 1), (25, 1), (27, 2), (28, 2), (29, 2), (30, 2), (31, 2), (32, 2), (33, 1), (34, 1), (35, 1), (36, 1), (84, 1), (91, 1), (103, 2), (107, 4), (118, 2), (122, 4), (129, 1), (130, 6), (132, 1), (202, 5), (214, 1), (216, 2), (218, 1), (220, 135), (222, 3), (228, 4), (230, 347), (232, 4), (233, 4), (234, 5), (240, 1)]
# 553
