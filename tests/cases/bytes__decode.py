data = "héllo €".encode("utf-8")
print(data, len(data))
print(data.decode("utf-8"), data.decode())
try:
    b"\xff\xfe".decode("utf-8")
except UnicodeDecodeError as e:
    print(e)

# ---- expected stdout ----
# b'h\xc3\xa9llo \xe2\x82\xac' 10
# héllo € héllo €
# 'utf-8' codec can't decode byte 0xff in position 0: invalid start byte
