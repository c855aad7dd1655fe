import textwrap
word = "supercalifragilisticexpialidocious"
print(textwrap.wrap("a " + word + " b", 10))
print(textwrap.wrap("a " + word + " b", 10, break_long_words=False))
print(textwrap.wrap(word, 1))
print(textwrap.wrap("xx " + word, 12, initial_indent="[", subsequent_indent="]"))
print(textwrap.wrap("https://example.com/a/very/long/path/that/keeps/going", 15))

# ---- expected stdout ----
# ['a supercal', 'ifragilist', 'icexpialid', 'ocious b']
# ['a', 'supercalifragilisticexpialidocious', 'b']
# ['s', 'u', 'p', 'e', 'r', 'c', 'a', 'l', 'i', 'f', 'r', 'a', 'g', 'i', 'l', 'i', 's', 't', 'i', 'c', 'e', 'x', 'p', 'i', 'a', 'l', 'i', 'd', 'o', 'c', 'i', 'o', 'u', 's']
# ['[xx supercal', ']ifragilisti', ']cexpialidoc', ']ious']
# ['https://example', '.com/a/very/lon', 'g/path/that/kee', 'ps/going']
