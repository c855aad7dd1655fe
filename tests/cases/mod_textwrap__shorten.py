import textwrap
text = "The quick brown fox jumps over the lazy dog. Pack my box with five dozen liquor jugs; how vexingly quick daft zebras jump!"
print(textwrap.shorten(text, 40))
print(textwrap.shorten(text, 40, placeholder="..."))
print(textwrap.shorten("Hello  world!", width=12))
print(textwrap.shorten("Hello  world!", width=11))
print(textwrap.shorten("  spaced\n\tout   text  ", 50))
print(repr(textwrap.shorten("", 10)))
print(textwrap.shorten("Supercalifragilistic", 10))
print(textwrap.shorten("Hello world", 8, break_long_words=False))

# ---- expected stdout ----
# The quick brown fox jumps over the [...]
# The quick brown fox jumps over the...
# Hello world!
# Hello [...]
# spaced out text
# ''
# [...]
# [...]
