from json.decoder import JSONDecodeError
import json.encoder
import json

print(json.decoder.JSONDecodeError is json.JSONDecodeError is JSONDecodeError)
print(json.encoder.JSONEncoder is json.JSONEncoder, json.decoder.JSONDecoder is json.JSONDecoder)
print(json.decoder.__name__, json.encoder.__name__)
try:
    json.loads("[1,")
except json.decoder.JSONDecodeError as e:
    print(type(e).__name__, e.msg, e.pos)
print(json.encoder.JSONEncoder(sort_keys=True).encode({"b": 1, "a": 2}))

# ---- expected stdout ----
# True
# True True
# json.decoder json.encoder
# JSONDecodeError Expecting value 3
# {"a": 2, "b": 1}
