import pprint
text = "The quick brown fox jumps over the lazy dog. " * 4
pprint.pprint(text)
pprint.pprint(text, width=30)
pprint.pprint({"key": text, "short": "ok"}, width=50)
pprint.pprint(["first line\nsecond line\nthird line which is a bit longer than the rest\n"], width=30)
pprint.pprint("x" * 100, width=20)
pprint.pprint("spaces    between     words   and   more  spaces  at the end    ", width=20)
pprint.pprint("ünïcödé strings ✓ are counted by code points, ok?", width=25)

# ---- expected stdout ----
# ('The quick brown fox jumps over the lazy dog. The quick brown fox jumps over '
#  'the lazy dog. The quick brown fox jumps over the lazy dog. The quick brown '
#  'fox jumps over the lazy dog. ')
# ('The quick brown fox jumps '
#  'over the lazy dog. The '
#  'quick brown fox jumps over '
#  'the lazy dog. The quick '
#  'brown fox jumps over the '
#  'lazy dog. The quick brown '
#  'fox jumps over the lazy '
#  'dog. ')
# {'key': 'The quick brown fox jumps over the lazy '
#         'dog. The quick brown fox jumps over the '
#         'lazy dog. The quick brown fox jumps '
#         'over the lazy dog. The quick brown fox '
#         'jumps over the lazy dog. ',
#  'short': 'ok'}
# ['first line\n'
#  'second line\n'
#  'third line which is a bit '
#  'longer than the rest\n']
# 'xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx'
# ('spaces    '
#  'between     '
#  'words   and   '
#  'more  spaces  at '
#  'the end    ')
# ('ünïcödé strings ✓ are '
#  'counted by code '
#  'points, ok?')
