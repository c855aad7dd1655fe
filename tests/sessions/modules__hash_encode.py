# hashlib, base64, binascii, uuid (name-based) for fingerprinting records.
# ---- step ----
import hashlib, base64, uuid, json
record = {"user": "ada", "items": [3, 1, 2]}
blob = json.dumps(record, sort_keys=True).encode()
print(blob)
hashlib.sha256(blob).hexdigest()
# ---- step ----
print(hashlib.md5(b"hello").hexdigest(), hashlib.sha1(b"hello").hexdigest()[:12])
h = hashlib.sha256()
for chunk in [b"hel", b"lo"]:
    h.update(chunk)
h.hexdigest() == hashlib.sha256(b"hello").hexdigest(), h.name, h.digest_size
# ---- step ----
token = base64.b64encode(blob).decode()
print(token)
print(base64.urlsafe_b64encode(b"\xfb\xff\xfe").decode(), base64.b16encode(b"\x01\xab"))
json.loads(base64.b64decode(token))
# ---- step ----
base64.b64decode("not base64!")
# ---- step ----
ns = uuid.uuid5(uuid.NAMESPACE_DNS, "example.com")
print(ns, ns.hex[:8], ns.version)
str(uuid.uuid3(uuid.NAMESPACE_URL, "https://x.org"))
# ---- step ----
"héllo".encode("ascii")
# ---- step ----
b"\xff\xfe".decode("utf-8")
# ---- expected ----
# {"ok": true, "output": "0f46f118867dd9c98185c31d9eecfbfa853f2c6b121fcf3f40eec316026d729b", "output_repr": "'0f46f118867dd9c98185c31d9eecfbfa853f2c6b121fcf3f40eec316026d729b'", "logs": "b'{\"items\": [3, 1, 2], \"user\": \"ada\"}'\n", "is_final_answer": false}
# {"ok": true, "output": [true, "sha256", 32], "output_repr": "(True, 'sha256', 32)", "logs": "5d41402abc4b2a76b9719d911017c592 aaf4c61ddcc5\n", "is_final_answer": false}
# {"ok": true, "output": {"items": [3, 1, 2], "user": "ada"}, "output_repr": "{'items': [3, 1, 2], 'user': 'ada'}", "logs": "eyJpdGVtcyI6IFszLCAxLCAyXSwgInVzZXIiOiAiYWRhIn0=\n-__- b'01AB'\n", "is_final_answer": false}
# {"ok": false, "error": {"type": "Error", "message": "Invalid base64-encoded string: number of data characters (9) cannot be 1 more than a multiple of 4", "line": 1, "rendered": "Code execution failed at line 'base64.b64decode(\"not base64!\")' due to: Error: Invalid base64-encoded string: number of data characters (9) cannot be 1 more than a multiple of 4"}, "logs": "", "is_final_answer": false}
# {"ok": true, "output": "d071ba8c-3b99-33e1-93b2-07e93de562c0", "output_repr": "'d071ba8c-3b99-33e1-93b2-07e93de562c0'", "logs": "cfbff0d1-9375-5685-968c-48ce8b15ae17 cfbff0d1 5\n", "is_final_answer": false}
# {"ok": false, "error": {"type": "UnicodeEncodeError", "message": "'ascii' codec can't encode character '\\xe9' in position 1: ordinal not in range(128)", "line": 1, "rendered": "Code execution failed at line '\"héllo\".encode(\"ascii\")' due to: UnicodeEncodeError: 'ascii' codec can't encode character '\\xe9' in position 1: ordinal not in range(128)"}, "logs": "", "is_final_answer": false}
# {"ok": false, "error": {"type": "UnicodeDecodeError", "message": "'utf-8' codec can't decode byte 0xff in position 0: invalid start byte", "line": 1, "rendered": "Code execution failed at line 'b\"\\xff\\xfe\".decode(\"utf-8\")' due to: UnicodeDecodeError: 'utf-8' codec can't decode byte 0xff in position 0: invalid start byte"}, "logs": "", "is_final_answer": false}
