import json
print(repr(json.loads(r'"\"\\\/\b\f\n\r\t"')))
print(json.loads(r'"\u00e9\u2603 \ud83d\ude00"'))
print(json.loads('"caf\u00e9 direct"'))
print(repr(json.loads('"ctl\x01char"', strict=False)))

# ---- expected stdout ----
# '"\\/\x08\x0c\n\r\t'
# é☃ 😀
# café direct
# 'ctl\x01char'
