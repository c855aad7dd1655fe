# Forty-odd patterns that need backtracking (look-arounds, back references, atomic and
# possessive repeats, conditionals, word boundaries) against many subjects: search,
# finditer, sub and fullmatch agree with CPython (each line: pattern, size and checksum
# of all results, so any difference shows).
import re
pats = [
 r"(a+)(?=b)", r"(?<=a)b+", r"(?<!a)b", r"(?!ab)\w+", r"(\w)\1", r"(?i)(a)\1", r"(?>a+)b", r"a++b", r"a*+a", r"(?:ab)++",
 r"(a)?(?(1)b|c)", r"^(\d+)$", r"\bfoo\B", r"(?<=\d{3})x", r"(a|ab)(c|bcd)(d*)", r"(a|b)*?c", r"x{2,3}?y",
 r"(?=(a+))a*b\1", r"(\d+)\s*(?=\1)", r"(?i)straße", r"(?i)[a-z]+(?=\d)", r"(?s).+(?=end)", r"(?m)^\w+$(?=\n)", r"\s+$", r"(.)(?!\1)",
 r"((a)|b)+", r"(?:(a)|b)*\1?", r"(?<=(a))b", r"(?<![a-z])\d+", r"(?P<x>a)(?P=x)", r"[^\W\d]+(?!x)", r"(?i)k(?=s)", r"(ab)*+c",
 r"a{2}+", r"(?:a|b){2,}?(?!x)c", r"(\w+?)\1+", r"(?<=\b)\w", r"(?:^|(?<=,))[^,]*", r"(?:x|y)*\Z(?<!y)", r"(a)(b)?(?(2)c|d)",
]
subjects = ["", "ab", "aab", "aaab", "abab", "aa bb", "xx11aab", "ab\n", "foobar foo", "123x", "abcd", "abcbcd", "aaaabaaab",
 "11 11", "STRASSE straße", "Abc1", "start and end", "line\nnext\n", "  ", "abcabcabc", "ka KS ks", "ababc", "aaa",
 "acbbc", "a,b,,c", "xyxy", "abd abcd", "1122"]
for p in pats:
    rx = re.compile(p)
    out = []
    for s in subjects:
        m = rx.search(s)
        out.append(None if m is None else (m.span(), m.groups()))
        out.append([x.span() for x in rx.finditer(s)][:6])
        out.append(rx.sub("-", s)[:40])
        f = rx.fullmatch(s)
        out.append(None if f is None else f.groups())
    text = repr(out)
    print(p, len(text), sum(ord(ch) * (i % 997 + 1) for i, ch in enumerate(text)) % 1000000007)

# ---- expected stdout ----
# (a+)(?=b) 986 31016269
# (?<=a)b+ 940 28412624
# (?<!a)b 824 22971566
# (?!ab)\w+ 1071 24199518
# (\w)\1 968 29730402
# (?i)(a)\1 840 24460927
# (?>a+)b 907 26046900
# a++b 907 26046900
# a*+a 724 19345265
# (?:ab)++ 900 25914876
# (a)?(?(1)b|c) 1101 29760722
# ^(\d+)$ 747 19741638
# \bfoo\B 736 19828231
# (?<=\d{3})x 738 19926429
# (a|ab)(c|bcd)(d*) 898 25593503
# (a|b)*?c 882 24055928
# x{2,3}?y 724 19345265
# (?=(a+))a*b\1 770 20988906
# (\d+)\s*(?=\1) 793 21899349
# (?i)straße 735 19548681
# (?i)[a-z]+(?=\d) 749 20278076
# (?s).+(?=end) 731 19319177
# (?m)^\w+$(?=\n) 753 20194313
# \s+$ 763 20561617
# (.)(?!\1) 1858 41420305
# ((a)|b)+ 1255 29892924
# (?:(a)|b)*\1? 2088 48716175
# (?<=(a))b 988 31205421
# (?<![a-z])\d+ 779 21216754
# (?P<x>a)(?P=x) 840 24460927
# [^\W\d]+(?!x) 1042 23769132
# (?i)k(?=s) 746 19986831
# (ab)*+c 895 25183623
# a{2}+ 816 23181739
# (?:a|b){2,}?(?!x)c 804 20907718
# (\w+?)\1+ 1044 29574020
# (?<=\b)\w 1186 28400198
# (?:^|(?<=,))[^,]* 964 20611784
# (?:x|y)*\Z(?<!y) 1151 29106201
# (a)(b)?(?(2)c|d) 836 23000332
