import json
s = "caf\u00e9 \u2603 \U0001F600 tab\t nl\n quote\" back\\ ctl\x01 del\x7f"
print(json.dumps(s))
print(json.dumps(s, ensure_ascii=False))
print(json.dumps({"\u00fc": "\u00fc"}, ensure_ascii=False))

# ---- expected stdout ----
# "caf\u00e9 \u2603 \ud83d\ude00 tab\t nl\n quote\" back\\ ctl\u0001 del\u007f"
# "café ☃ 😀 tab\t nl\n quote\" back\\ ctl\u0001 del"
# {"ü": "ü"}
