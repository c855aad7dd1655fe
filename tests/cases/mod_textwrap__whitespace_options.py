import textwrap
text = "Line one.\nLine\ttwo has\ta tab.\n\n  Indented   spacing."
print(textwrap.wrap(text, 15))
print(textwrap.wrap(text, 15, replace_whitespace=False))
print(textwrap.wrap(text, 15, expand_tabs=False))
print(textwrap.wrap(text, 15, tabsize=2))
print(textwrap.wrap(text, 15, drop_whitespace=False))
print(textwrap.wrap("   lead and trail   ", 8))
print(textwrap.wrap("   lead and trail   ", 8, drop_whitespace=False))

# ---- expected stdout ----
# ['Line one. Line', 'two has a tab.', 'Indented', 'spacing.']
# ['Line one.\nLine', 'two has a tab.', 'Indented', 'spacing.']
# ['Line one. Line', 'two has a tab.', 'Indented', 'spacing.']
# ['Line one. Line', 'two has a tab.', 'Indented', 'spacing.']
# ['Line one. Line', '    two has a ', 'tab.    ', 'Indented   ', 'spacing.']
# ['   lead', 'and', 'trail']
# ['   lead ', 'and ', 'trail   ']
