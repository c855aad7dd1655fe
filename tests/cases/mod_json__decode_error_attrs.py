import json
try:
    json.loads('{\n  "a": 1,\n  "b": [1, 2,, 3]\n}')
except ValueError as e:
    print(type(e).__name__, isinstance(e, ValueError))
    print(e.msg, e.pos, e.lineno, e.colno)
    print(e)
    print(e.doc == '{\n  "a": 1,\n  "b": [1, 2,, 3]\n}')
print(json.JSONDecodeError.__mro__[1].__name__)
json.loads("[1, 2] x")

# ---- expected stdout ----
# JSONDecodeError True
# Expecting value 25 3 14
# Expecting value: line 3 column 14 (char 25)
# True
# ValueError
# ---- expected exception ----
# json.decoder.JSONDecodeError: Extra data: line 1 column 8 (char 7)
