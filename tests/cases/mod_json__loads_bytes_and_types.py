import json
print(json.loads(b'{"k": "\xc3\xa9"}'))
print(json.loads(bytearray(b"[1, 2]")))
print(json.loads(b'\xef\xbb\xbf[3]'))
for bad in [5, None, ["[]"]]:
    try:
        json.loads(bad)
    except TypeError as e:
        print("TypeError:", e)
try:
    json.loads("\ufeff[]")
except json.JSONDecodeError as e:
    print("JSONDecodeError:", e)

# ---- expected stdout ----
# {'k': 'é'}
# [1, 2]
# [3]
# TypeError: the JSON object must be str, bytes or bytearray, not int
# TypeError: the JSON object must be str, bytes or bytearray, not NoneType
# TypeError: the JSON object must be str, bytes or bytearray, not list
# JSONDecodeError: Unexpected UTF-8 BOM (decode using utf-8-sig): line 1 column 1 (char 0)
