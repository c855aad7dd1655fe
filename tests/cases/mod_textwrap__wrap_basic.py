import textwrap
text = "The quick brown fox jumps over the lazy dog. Pack my box with five dozen liquor jugs; how vexingly quick daft zebras jump!"
for width in (10, 25, 40, 70):
    print(width, textwrap.wrap(text, width))
print(textwrap.wrap(""), textwrap.wrap("   "), textwrap.wrap("one"))
print(textwrap.wrap(text, width=30)[0])

# ---- expected stdout ----
# 10 ['The quick', 'brown fox', 'jumps over', 'the lazy', 'dog. Pack', 'my box', 'with five', 'dozen', 'liquor', 'jugs; how', 'vexingly', 'quick daft', 'zebras', 'jump!']
# 25 ['The quick brown fox jumps', 'over the lazy dog. Pack', 'my box with five dozen', 'liquor jugs; how vexingly', 'quick daft zebras jump!']
# 40 ['The quick brown fox jumps over the lazy', 'dog. Pack my box with five dozen liquor', 'jugs; how vexingly quick daft zebras', 'jump!']
# 70 ['The quick brown fox jumps over the lazy dog. Pack my box with five', 'dozen liquor jugs; how vexingly quick daft zebras jump!']
# [] [] ['one']
# The quick brown fox jumps over
