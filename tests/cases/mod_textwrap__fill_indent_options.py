import textwrap
text = "The quick brown fox jumps over the lazy dog. Pack my box with five dozen liquor jugs; how vexingly quick daft zebras jump!"
print(textwrap.fill(text, 30, initial_indent="* ", subsequent_indent="  "))
print(textwrap.fill(text, width=35, initial_indent="    "))
print(textwrap.fill(text, 20, subsequent_indent="> > "))
print(textwrap.fill("short", 20, initial_indent="-> "))

# ---- expected stdout ----
# * The quick brown fox jumps
#   over the lazy dog. Pack my
#   box with five dozen liquor
#   jugs; how vexingly quick
#   daft zebras jump!
#     The quick brown fox jumps over
# the lazy dog. Pack my box with five
# dozen liquor jugs; how vexingly
# quick daft zebras jump!
# The quick brown fox
# > > jumps over the
# > > lazy dog. Pack
# > > my box with five
# > > dozen liquor
# > > jugs; how
# > > vexingly quick
# > > daft zebras
# > > jump!
# -> short
