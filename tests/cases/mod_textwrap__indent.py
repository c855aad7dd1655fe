import textwrap
s = "first\n\nsecond\n   \nthird"
print(repr(textwrap.indent(s, "> ")))
print(repr(textwrap.indent(s, "+ ", lambda line: True)))
print(repr(textwrap.indent(s, "# ", predicate=lambda line: line.startswith("s"))))
print(repr(textwrap.indent("a\r\nb\rc\n", "  ")))
print(repr(textwrap.indent("", "x")))
print(textwrap.indent(textwrap.fill("one two three four five six", 10), "    "))

# ---- expected stdout ----
# '> first\n\n> second\n   \n> third'
# '+ first\n+ \n+ second\n+    \n+ third'
# 'first\n\n# second\n   \nthird'
# '  a\r\n  b\r  c\n'
# ''
#     one two
#     three four
#     five six
