b = b"hello"
print(b[0], b[-1], b[1:3], b[::-1], b[::2])
print(list(b[:3]), type(b[0]).__name__, type(b[0:1]).__name__)

# ---- expected stdout ----
# 104 111 b'el' b'olleh' b'hlo'
# [104, 101, 108] int bytes
