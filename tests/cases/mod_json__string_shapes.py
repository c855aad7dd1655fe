# Strings json.loads decodes: plain ones (copied straight from the document), escapes,
# non-ASCII text, \u escapes and surrogate pairs, and control characters under strict
# and non-strict parsing.
import json

docs = [
    '"plain"',
    '""',
    '"caf\u00e9 \u65e5\u672c"',
    '"tab\\there"',
    '"quote \\" and slash \\/ and backslash \\\\"',
    '"\\u00e9\\u65e5"',
    '"\\ud83d\\ude00 pair"',
    '["a", "b\\n", {"k\u00e9y": "v"}]',
    '{"plain": "x", "esc": "y\\tz"}',
]
for doc in docs:
    print(ascii(json.loads(doc)))

for doc in ['"ctrl\x01char"', '"new\nline"', '"unterminated', '"bad \\x escape"']:
    try:
        print(ascii(json.loads(doc)))
    except json.JSONDecodeError as e:
        print("error:", e)
    print(ascii(json.loads(doc, strict=False)) if doc.count('"') == 2 and "\\x" not in doc else "skipped")

# ---- expected stdout ----
# 'plain'
# ''
# 'caf\xe9 \u65e5\u672c'
# 'tab\there'
# 'quote " and slash / and backslash \\'
# '\xe9\u65e5'
# '\U0001f600 pair'
# ['a', 'b\n', {'k\xe9y': 'v'}]
# {'plain': 'x', 'esc': 'y\tz'}
# error: Invalid control character at: line 1 column 6 (char 5)
# 'ctrl\x01char'
# error: Invalid control character at: line 1 column 5 (char 4)
# 'new\nline'
# error: Unterminated string starting at: line 1 column 1 (char 0)
# skipped
# error: Invalid \escape: line 1 column 6 (char 5)
# skipped
