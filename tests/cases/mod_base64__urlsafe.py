import base64

data = bytes([0xfb, 0xef, 0xff, 0x3e, 0x3f])
print(base64.b64encode(data))
print(base64.urlsafe_b64encode(data))
print(base64.urlsafe_b64decode(base64.urlsafe_b64encode(data)) == data)
print(base64.urlsafe_b64decode('-_-_'))
print(base64.urlsafe_b64decode(b'aGVsbG8='))
try:
    base64.urlsafe_b64decode('aGVsbG8')
except Exception as e:
    print(type(e).__name__, e)

# ---- expected stdout ----
# b'++//Pj8='
# b'--__Pj8='
# True
# b'\xfb\xff\xbf'
# b'hello'
# Error Incorrect padding
