import json
dec = json.JSONDecoder()
print(dec.raw_decode('{"a": 1} trailing text'))
print(dec.raw_decode('xx[1, 2]yy', 2))
print(dec.raw_decode('"\u00e9\u00e9" rest'))
try:
    dec.raw_decode(" 1")
except json.JSONDecodeError as e:
    print(e)
print(json.JSONDecoder(parse_int=str).decode("[7, 8]"))

# ---- expected stdout ----
# ({'a': 1}, 8)
# ([1, 2], 8)
# ('éé', 4)
# Expecting value: line 1 column 1 (char 0)
# ['7', '8']
