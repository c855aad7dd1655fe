import base64
import json

# Typical agent flow: ship a JSON document as base64 text and read it back.
doc = {"name": "Zoë", "tags": ["a", "b"], "n": 3}
raw = json.dumps(doc, ensure_ascii=False).encode("utf-8")
token = base64.b64encode(raw).decode("ascii")
print(token)
back = json.loads(base64.b64decode(token).decode("utf-8"))
print(back == doc, back["name"])

# A data: URI for a tiny binary blob.
blob = bytes([137, 80, 78, 71, 13, 10, 26, 10])
uri = "data:image/png;base64," + base64.b64encode(blob).decode()
print(uri)
print(base64.b64decode(uri.split(",", 1)[1]) == blob)

# JWT-style segments drop the padding; restore it before decoding.
seg = base64.urlsafe_b64encode(b'{"alg":"none"}').rstrip(b"=").decode()
print(seg, len(seg) % 4)
padded = seg + "=" * (-len(seg) % 4)
print(base64.urlsafe_b64decode(padded))

# Forgetting to decode the result leaves a bytes repr inside the string.
print("token=" + str(base64.b64encode(b"hi")))

# ---- expected stdout ----
# eyJuYW1lIjogIlpvw6siLCAidGFncyI6IFsiYSIsICJiIl0sICJuIjogM30=
# True Zoë
# data:image/png;base64,iVBORw0KGgo=
# True
# eyJhbGciOiJub25lIn0 3
# b'{"alg":"none"}'
# token=b'aGk='
