print(repr("it's"), repr('say "hi"'), repr("both ' and \""))
print(repr("tab\there"), repr("new\nline"), repr("back\\slash"))
print(repr("\x00\x1f\x7f"), repr("é"), repr("\u200b"), repr("😀"))
print(str("quotes ' \""), [repr("a")])

# ---- expected stdout ----
# "it's" 'say "hi"' 'both \' and "'
# 'tab\there' 'new\nline' 'back\\slash'
# '\x00\x1f\x7f' 'é' '\u200b' '😀'
# quotes ' " ["'a'"]
