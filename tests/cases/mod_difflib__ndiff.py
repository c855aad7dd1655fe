import difflib

diff = difflib.ndiff('one\ntwo\nthree\n'.splitlines(keepends=True),
                     'ore\ntree\nemu\n'.splitlines(keepends=True))
print(''.join(diff), end="")
text1 = '''  1. Beautiful is better than ugly.
  2. Explicit is better than implicit.
  3. Simple is better than complex.
  4. Complex is better than complicated.
'''.splitlines(keepends=True)
text2 = '''  1. Beautiful is better than ugly.
  3.   Simple is better than complex.
  4. Complicated is better than complex.
  5. Flat is better than nested.
'''.splitlines(keepends=True)
for line in difflib.ndiff(text1, text2):
    print(repr(line))
# tabs in hint lines keep the line's own whitespace
print(list(difflib.ndiff(["\tabcDefghiJkl\n"], ["\tabcdefGhijkl\n"])))
# linejunk
print(list(difflib.ndiff(["a\n", "\n", "b\n"], ["a\n", "  \n", "c\n"], linejunk=difflib.IS_LINE_JUNK)))
print(list(difflib.ndiff(["x y\n"], ["x  y\n"], charjunk=None)))
print(list(difflib.ndiff([], [])), list(difflib.ndiff(["a"], [])), list(difflib.ndiff([], ["b"])))

# ---- expected stdout ----
# - one
# ?  ^
# + ore
# ?  ^
# - two
# - three
# ?  -
# + tree
# + emu
# '    1. Beautiful is better than ugly.\n'
# '-   2. Explicit is better than implicit.\n'
# '-   3. Simple is better than complex.\n'
# '+   3.   Simple is better than complex.\n'
# '?     ++\n'
# '-   4. Complex is better than complicated.\n'
# '+   4. Complicated is better than complex.\n'
# '+   5. Flat is better than nested.\n'
# ['- \tabcDefghiJkl\n', '? \t   ^  ^  ^\n', '+ \tabcdefGhijkl\n', '? \t   ^  ^  ^\n']
# ['  a\n', '- \n', '- b\n', '+   \n', '+ c\n']
# ['- x y\n', '+ x  y\n', '?  +\n']
# [] ['- a'] ['+ b']
