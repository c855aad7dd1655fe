samples = [
    b"\xff",
    b"ab\x80cd",
    b"\xc3",
    b"\xe2\x82",
    b"\xf0\x90\x80",
    b"\xe2\x28\xa1",
    b"\xe2\x82\x28",
    b"\xed\xa0\x80",
    b"\xe0\x80\x80",
    b"\xf4\x90\x80\x80",
    b"\xc0\xaf",
    b"ok\xf0\x9f\x98",
]
for s in samples:
    try:
        print(s.decode())
    except UnicodeDecodeError as e:
        print(e)
print(b"\xf0\x9f\x98\x80 \xe2\x82\xac".decode("utf-8"))

# ---- expected stdout ----
# 'utf-8' codec can't decode byte 0xff in position 0: invalid start byte
# 'utf-8' codec can't decode byte 0x80 in position 2: invalid start byte
# 'utf-8' codec can't decode byte 0xc3 in position 0: unexpected end of data
# 'utf-8' codec can't decode bytes in position 0-1: unexpected end of data
# 'utf-8' codec can't decode bytes in position 0-2: unexpected end of data
# 'utf-8' codec can't decode byte 0xe2 in position 0: invalid continuation byte
# 'utf-8' codec can't decode bytes in position 0-1: invalid continuation byte
# 'utf-8' codec can't decode byte 0xed in position 0: invalid continuation byte
# 'utf-8' codec can't decode byte 0xe0 in position 0: invalid continuation byte
# 'utf-8' codec can't decode byte 0xf4 in position 0: invalid continuation byte
# 'utf-8' codec can't decode byte 0xc0 in position 0: invalid start byte
# 'utf-8' codec can't decode bytes in position 2-4: unexpected end of data
# 😀 €
