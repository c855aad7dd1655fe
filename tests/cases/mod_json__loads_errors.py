import json
bad = ["", "   ", "{", "[", "[1,", "[1", "[1 2]", '{"a" 1}', '{"a":1,}', "{a:1}", '{"a":}', "[1,]",
       '"abc', r'"a\x"', r'"\u12"', '"a\nb"', "1 2", "nul", "-", "01", "1.", "tru", '{"a": [1, 2}']
for s in bad:
    try:
        json.loads(s)
    except json.JSONDecodeError as e:
        print(repr(s), "->", e)

# ---- expected stdout ----
# '' -> Expecting value: line 1 column 1 (char 0)
# '   ' -> Expecting value: line 1 column 4 (char 3)
# '{' -> Expecting property name enclosed in double quotes: line 1 column 2 (char 1)
# '[' -> Expecting value: line 1 column 2 (char 1)
# '[1,' -> Expecting value: line 1 column 4 (char 3)
# '[1' -> Expecting ',' delimiter: line 1 column 3 (char 2)
# '[1 2]' -> Expecting ',' delimiter: line 1 column 4 (char 3)
# '{"a" 1}' -> Expecting ':' delimiter: line 1 column 6 (char 5)
# '{"a":1,}' -> Expecting property name enclosed in double quotes: line 1 column 8 (char 7)
# '{a:1}' -> Expecting property name enclosed in double quotes: line 1 column 2 (char 1)
# '{"a":}' -> Expecting value: line 1 column 6 (char 5)
# '[1,]' -> Expecting value: line 1 column 4 (char 3)
# '"abc' -> Unterminated string starting at: line 1 column 1 (char 0)
# '"a\\x"' -> Invalid \escape: line 1 column 3 (char 2)
# '"\\u12"' -> Invalid \uXXXX escape: line 1 column 3 (char 2)
# '"a\nb"' -> Invalid control character at: line 1 column 3 (char 2)
# '1 2' -> Extra data: line 1 column 3 (char 2)
# 'nul' -> Expecting value: line 1 column 1 (char 0)
# '-' -> Expecting value: line 1 column 1 (char 0)
# '01' -> Extra data: line 1 column 2 (char 1)
# '1.' -> Extra data: line 1 column 2 (char 1)
# 'tru' -> Expecting value: line 1 column 1 (char 0)
# '{"a": [1, 2}' -> Expecting ',' delimiter: line 1 column 12 (char 11)
