import textwrap
text = "The quick brown fox jumps over the lazy dog. Pack my box with five dozen liquor jugs; how vexingly quick daft zebras jump!"
for n in (1, 2, 3, 10):
    print(n, textwrap.wrap(text, 30, max_lines=n))
print(textwrap.wrap(text, 30, max_lines=2, placeholder="..."))
print(textwrap.fill(text, 20, max_lines=3, placeholder=" (more)"))
print(textwrap.wrap("aaaaaaaaaa bbbbbbbbbbbbbbbbbbbbbbbbbbb", 12, max_lines=2))
print(textwrap.wrap("word " * 5, 12, max_lines=2, initial_indent="  "))
try:
    textwrap.wrap(text, 5, max_lines=1, placeholder=" [truncated]")
except ValueError as e:
    print(e)

# ---- expected stdout ----
# 1 ['The quick brown fox [...]']
# 2 ['The quick brown fox jumps over', 'the lazy dog. Pack my [...]']
# 3 ['The quick brown fox jumps over', 'the lazy dog. Pack my box with', 'five dozen liquor jugs; [...]']
# 10 ['The quick brown fox jumps over', 'the lazy dog. Pack my box with', 'five dozen liquor jugs; how', 'vexingly quick daft zebras', 'jump!']
# ['The quick brown fox jumps over', 'the lazy dog. Pack my box...']
# The quick brown fox
# jumps over the lazy
# dog. Pack my (more)
# ['aaaaaaaaaa b', '[...]']
# ['  word word', 'word [...]']
# placeholder too large for max width
