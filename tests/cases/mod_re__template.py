# re.template and the TEMPLATE flag (deprecated in 3.11; repeats are refused).
import re

print("template" in re.__all__, re.T is re.TEMPLATE, repr(re.TEMPLATE), int(re.T))
p = re.template("abc")
print(p, p.flags, p.match("abc"))
for pattern in ["a*", "a+", "a?", "a{2}", "(a|b)", "[ab]", "a|b", "(?:ab)", "a*?", "a*+", r"\d+", ".", "(?=a*)", "(a)(?(1)b*|c)"]:
    try:
        print(pattern, re.template(pattern))
    except re.error as e:
        print(pattern, "error:", e, e.pos)
print(re.compile("a", re.T))
try:
    re.compile("x(y+)", re.T)
except re.error as e:
    print("error:", e)
print(re.I | re.T, re.sub("a", "b", "aa", flags=re.T))

# ---- expected stdout ----
# True True re.TEMPLATE 1
# re.compile('abc', re.TEMPLATE) 33 <re.Match object; span=(0, 3), match='abc'>
# a* error: internal: unsupported template operator MAX_REPEAT None
# a+ error: internal: unsupported template operator MAX_REPEAT None
# a? error: internal: unsupported template operator MAX_REPEAT None
# a{2} error: internal: unsupported template operator MAX_REPEAT None
# (a|b) re.compile('(a|b)', re.TEMPLATE)
# [ab] re.compile('[ab]', re.TEMPLATE)
# a|b re.compile('a|b', re.TEMPLATE)
# (?:ab) re.compile('(?:ab)', re.TEMPLATE)
# a*? error: internal: unsupported template operator MIN_REPEAT None
# a*+ error: internal: unsupported template operator POSSESSIVE_REPEAT None
# \d+ error: internal: unsupported template operator MAX_REPEAT None
# . re.compile('.', re.TEMPLATE)
# (?=a*) error: internal: unsupported template operator MAX_REPEAT None
# (a)(?(1)b*|c) error: internal: unsupported template operator MAX_REPEAT None
# re.compile('a', re.TEMPLATE)
# error: internal: unsupported template operator MAX_REPEAT
# re.IGNORECASE|re.TEMPLATE bb
