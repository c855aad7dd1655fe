import textwrap
text = "The quick brown fox jumps over the lazy dog. Pack my box with five dozen liquor jugs; how vexingly quick daft zebras jump!"
w = textwrap.TextWrapper(width=28, initial_indent="| ", subsequent_indent="| ")
print("\n".join(w.wrap(text)))
w.width = 50
w.initial_indent = ">> "
print(w.fill(text))
print(w.width, w.max_lines, repr(w.placeholder), w.tabsize, w.break_long_words, w.fix_sentence_endings)
class Numbered(textwrap.TextWrapper):
    def wrap(self, text):
        return ["%d: %s" % (i, l) for i, l in enumerate(super().wrap(text), 1)]
print(Numbered(width=30).fill(text))

# ---- expected stdout ----
# | The quick brown fox jumps
# | over the lazy dog. Pack my
# | box with five dozen liquor
# | jugs; how vexingly quick
# | daft zebras jump!
# >> The quick brown fox jumps over the lazy dog.
# | Pack my box with five dozen liquor jugs; how
# | vexingly quick daft zebras jump!
# 50 None ' [...]' 8 True False
# 1: The quick brown fox jumps over
# 2: the lazy dog. Pack my box with
# 3: five dozen liquor jugs; how
# 4: vexingly quick daft zebras
# 5: jump!
