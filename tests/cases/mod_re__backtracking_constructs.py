# Patterns with look-arounds, back references, atomic groups, possessive repeats and
# conditionals (the ones sandpy runs on its own backtracking matcher) give CPython's
# matches, groups, substitutions and splits, for str (Unicode, ASCII, case-insensitive)
# and bytes subjects.
import re
cases = [
 (r"(?<=é)\w", "café é1 éx"), (r"(?i)(?<=É)x", "éX éx ÉX"), (r"(?i)ǅ+(?=\w)", "ǆǄǅ a"), (r"(?i)\u212a(?!z)", "k K \u212a"),
 (r"(?i)[^a-z]+(?=1)", "AB1 ab1 \u212a1"), (r"(?a)\b\w+\B", "héllo wörld ab"), (r"\B", ""), (r"(?a)\b", ""), (r"\b\w\b(?=.)", "a b c"),
 (r"(?m)(?<=^)\w+", "ab\ncd\nef"), (r"(?s)(?<=.)$", "ab\n"), (r"(?m)x$(?!\n)", "x\nx"), (r"(\s*)\1(?=x)", "  x    x"),
 (r"(?<=\n)\s+", "a\n  b\n\tc"), (r"(?:(?!cat).)+", "the cat sat on the cat"), (r"((?:(?!ab).)*)ab", "xxaab abab"),
 (r"(?=(\d\d))", "12345"), (r"(?<=(.)(.))\2", "aabbcc abba"), (r"(a)|(?(1)x|y)", "axy"), (r"(?P<q>['\"]).*?(?P=q)", "say 'hi' \"yo\""),
 (r"^(?:(\d+)|(\w+))(?<=5)", "12345 abc5"), (r"(?<!^)(?=[A-Z])", "HelloWorldFooBar"), (r"(\w+)(?:\s+\1)+", "the the the cat cat"),
 (r"x*+x", "xxx"), (r"(?>x*)x?y", "xxy"), (r"(?:a{1,3}+b)+", "aabaaab"), (r"[a-c]{2,}?+", "abc"),
]
for p, s in cases:
    for flags in (0, re.I):
        try:
            rx = re.compile(p, flags)
        except re.error as e:
            print(p, "error", e); continue
        print(p, flags, [(m.span(), m.groups()) for m in rx.finditer(s)][:8], rx.sub("<\\g<0>>", s)[:60], rx.split(s)[:8])
for p, s in [(rb"(?<=a)b+", b"abbb ab"), (rb"(?i)(a)\1(?=\xff)", b"aA\xff AA\xff"), (rb"(?!\x00)\w+", b"ab\x00cd"), (rb"\b\w+(?<!s)\b", b"cats dog")]:
    print(p, [m.span() for m in re.finditer(p, s)], re.sub(p, b"-", s))

# ---- expected stdout ----
# (?<=é)\w 0 [((6, 7), ()), ((9, 10), ())] café é<1> é<x> ['café é', ' é', '']
# (?<=é)\w re.IGNORECASE [((6, 7), ()), ((9, 10), ())] café é<1> é<x> ['café é', ' é', '']
# (?i)(?<=É)x 0 [((1, 2), ()), ((4, 5), ()), ((7, 8), ())] é<X> é<x> É<X> ['é', ' é', ' É', '']
# (?i)(?<=É)x re.IGNORECASE [((1, 2), ()), ((4, 5), ()), ((7, 8), ())] é<X> é<x> É<X> ['é', ' é', ' É', '']
# (?i)ǅ+(?=\w) 0 [((0, 2), ())] <ǆǄ>ǅ a ['', 'ǅ a']
# (?i)ǅ+(?=\w) re.IGNORECASE [((0, 2), ())] <ǆǄ>ǅ a ['', 'ǅ a']
# (?i)\u212a(?!z) 0 [((0, 1), ()), ((2, 3), ()), ((4, 5), ())] <k> <K> <K> ['', ' ', ' ', '']
# (?i)\u212a(?!z) re.IGNORECASE [((0, 1), ()), ((2, 3), ()), ((4, 5), ())] <k> <K> <K> ['', ' ', ' ', '']
# (?i)[^a-z]+(?=1) 0 [] AB1 ab1 K1 ['AB1 ab1 K1']
# (?i)[^a-z]+(?=1) re.IGNORECASE [] AB1 ab1 K1 ['AB1 ab1 K1']
# (?a)\b\w+\B 0 [((2, 4), ()), ((8, 10), ()), ((12, 13), ())] hé<ll>o wö<rl>d <a>b ['hé', 'o wö', 'd ', 'b']
# (?a)\b\w+\B re.IGNORECASE [((2, 4), ()), ((8, 10), ()), ((12, 13), ())] hé<ll>o wö<rl>d <a>b ['hé', 'o wö', 'd ', 'b']
# \B 0 []  ['']
# \B re.IGNORECASE []  ['']
# (?a)\b 0 []  ['']
# (?a)\b re.IGNORECASE []  ['']
# \b\w\b(?=.) 0 [((0, 1), ()), ((2, 3), ())] <a> <b> c ['', ' ', ' c']
# \b\w\b(?=.) re.IGNORECASE [((0, 1), ()), ((2, 3), ())] <a> <b> c ['', ' ', ' c']
# (?m)(?<=^)\w+ 0 [((0, 2), ()), ((3, 5), ()), ((6, 8), ())] <ab>
# <cd>
# <ef> ['', '\n', '\n', '']
# (?m)(?<=^)\w+ re.IGNORECASE [((0, 2), ()), ((3, 5), ()), ((6, 8), ())] <ab>
# <cd>
# <ef> ['', '\n', '\n', '']
# (?s)(?<=.)$ 0 [((2, 2), ()), ((3, 3), ())] ab<>
# <> ['ab', '\n', '']
# (?s)(?<=.)$ re.IGNORECASE [((2, 2), ()), ((3, 3), ())] ab<>
# <> ['ab', '\n', '']
# (?m)x$(?!\n) 0 [((2, 3), ())] x
# <x> ['x\n', '']
# (?m)x$(?!\n) re.IGNORECASE [((2, 3), ())] x
# <x> ['x\n', '']
# (\s*)\1(?=x) 0 [((0, 2), (' ',)), ((2, 2), ('',)), ((3, 7), ('  ',)), ((7, 7), ('',))] <  ><>x<    ><>x ['', ' ', '', '', 'x', '  ', '', '']
# (\s*)\1(?=x) re.IGNORECASE [((0, 2), (' ',)), ((2, 2), ('',)), ((3, 7), ('  ',)), ((7, 7), ('',))] <  ><>x<    ><>x ['', ' ', '', '', 'x', '  ', '', '']
# (?<=\n)\s+ 0 [((2, 4), ()), ((6, 7), ())] a
# <  >b
# <	>c ['a\n', 'b\n', 'c']
# (?<=\n)\s+ re.IGNORECASE [((2, 4), ()), ((6, 7), ())] a
# <  >b
# <	>c ['a\n', 'b\n', 'c']
# (?:(?!cat).)+ 0 [((0, 4), ()), ((5, 19), ()), ((20, 22), ())] <the >c<at sat on the >c<at> ['', 'c', 'c', '']
# (?:(?!cat).)+ re.IGNORECASE [((0, 4), ()), ((5, 19), ()), ((20, 22), ())] <the >c<at sat on the >c<at> ['', 'c', 'c', '']
# ((?:(?!ab).)*)ab 0 [((0, 5), ('xxa',)), ((5, 8), (' ',)), ((8, 10), ('',))] <xxaab>< ab><ab> ['', 'xxa', '', ' ', '', '', '']
# ((?:(?!ab).)*)ab re.IGNORECASE [((0, 5), ('xxa',)), ((5, 8), (' ',)), ((8, 10), ('',))] <xxaab>< ab><ab> ['', 'xxa', '', ' ', '', '', '']
# (?=(\d\d)) 0 [((0, 0), ('12',)), ((1, 1), ('23',)), ((2, 2), ('34',)), ((3, 3), ('45',))] <>1<>2<>3<>45 ['', '12', '1', '23', '2', '34', '3', '45']
# (?=(\d\d)) re.IGNORECASE [((0, 0), ('12',)), ((1, 1), ('23',)), ((2, 2), ('34',)), ((3, 3), ('45',))] <>1<>2<>3<>45 ['', '12', '1', '23', '2', '34', '3', '45']
# (?<=(.)(.))\2 0 [((3, 4), ('a', 'b')), ((5, 6), ('b', 'c')), ((9, 10), ('a', 'b'))] aab<b>c<c> ab<b>a ['aab', 'a', 'b', 'c', 'b', 'c', ' ab', 'a']
# (?<=(.)(.))\2 re.IGNORECASE [((3, 4), ('a', 'b')), ((5, 6), ('b', 'c')), ((9, 10), ('a', 'b'))] aab<b>c<c> ab<b>a ['aab', 'a', 'b', 'c', 'b', 'c', ' ab', 'a']
# (a)|(?(1)x|y) 0 [((0, 1), ('a',)), ((2, 3), (None,))] <a>x<y> ['', 'a', 'x', None, '']
# (a)|(?(1)x|y) re.IGNORECASE [((0, 1), ('a',)), ((2, 3), (None,))] <a>x<y> ['', 'a', 'x', None, '']
# (?P<q>['\"]).*?(?P=q) 0 [((4, 8), ("'",)), ((9, 13), ('"',))] say <'hi'> <"yo"> ['say ', "'", ' ', '"', '']
# (?P<q>['\"]).*?(?P=q) re.IGNORECASE [((4, 8), ("'",)), ((9, 13), ('"',))] say <'hi'> <"yo"> ['say ', "'", ' ', '"', '']
# ^(?:(\d+)|(\w+))(?<=5) 0 [((0, 5), ('12345', None))] <12345> abc5 ['', '12345', None, ' abc5']
# ^(?:(\d+)|(\w+))(?<=5) re.IGNORECASE [((0, 5), ('12345', None))] <12345> abc5 ['', '12345', None, ' abc5']
# (?<!^)(?=[A-Z]) 0 [((5, 5), ()), ((10, 10), ()), ((13, 13), ())] Hello<>World<>Foo<>Bar ['Hello', 'World', 'Foo', 'Bar']
# (?<!^)(?=[A-Z]) re.IGNORECASE [((1, 1), ()), ((2, 2), ()), ((3, 3), ()), ((4, 4), ()), ((5, 5), ()), ((6, 6), ()), ((7, 7), ()), ((8, 8), ())] H<>e<>l<>l<>o<>W<>o<>r<>l<>d<>F<>o<>o<>B<>a<>r ['H', 'e', 'l', 'l', 'o', 'W', 'o', 'r']
# (\w+)(?:\s+\1)+ 0 [((0, 11), ('the',)), ((12, 19), ('cat',))] <the the the> <cat cat> ['', 'the', ' ', 'cat', '']
# (\w+)(?:\s+\1)+ re.IGNORECASE [((0, 11), ('the',)), ((12, 19), ('cat',))] <the the the> <cat cat> ['', 'the', ' ', 'cat', '']
# x*+x 0 [] xxx ['xxx']
# x*+x re.IGNORECASE [] xxx ['xxx']
# (?>x*)x?y 0 [((0, 3), ())] <xxy> ['', '']
# (?>x*)x?y re.IGNORECASE [((0, 3), ())] <xxy> ['', '']
# (?:a{1,3}+b)+ 0 [((0, 7), ())] <aabaaab> ['', '']
# (?:a{1,3}+b)+ re.IGNORECASE [((0, 7), ())] <aabaaab> ['', '']
# [a-c]{2,}?+ error multiple repeat at position 10
# [a-c]{2,}?+ error multiple repeat at position 10
# b'(?<=a)b+' [(1, 4), (6, 7)] b'a- a-'
# b'(?i)(a)\\1(?=\\xff)' [(0, 2), (4, 6)] b'-\xff -\xff'
# b'(?!\\x00)\\w+' [(0, 2), (3, 5)] b'-\x00-'
# b'\\b\\w+(?<!s)\\b' [(5, 8)] b'cats -'
