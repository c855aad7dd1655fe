for enc in ["utf-16", "utf-16-le", "utf-16-be", "utf-32", "utf-32-le", "utf-32-be"]:
    data = bytes("a€😀", enc)
    print(enc, data, data.decode(enc))
print(bytes("", "utf-16"), b"\xfe\xff\x00a".decode("utf-16"), b"\xff\xfea\x00".decode("UTF16"))
samples = [b"\xff", b"a\x00b", b"\x00\xd8", b"\x00\xd8\x00", b"\x00\xd8a\x00", b"\x00\xdc", b"\xfe\xffa"]
for s in samples:
    try:
        print(s.decode("utf-16"))
    except UnicodeDecodeError as e:
        print(e, ascii(s.decode("utf-16", "replace")))
for s in [b"a\x00", b"\x00\x00\x11\x00", b"\x00\xd8\x00\x00", b"a\x00\x00\x00b"]:
    try:
        print(s.decode("utf-32"))
    except UnicodeDecodeError as e:
        print(e, ascii(s.decode("utf-32", "replace")))

# ---- expected stdout ----
# utf-16 b'\xff\xfea\x00\xac =\xd8\x00\xde' a€😀
# utf-16-le b'a\x00\xac =\xd8\x00\xde' a€😀
# utf-16-be b'\x00a \xac\xd8=\xde\x00' a€😀
# utf-32 b'\xff\xfe\x00\x00a\x00\x00\x00\xac \x00\x00\x00\xf6\x01\x00' a€😀
# utf-32-le b'a\x00\x00\x00\xac \x00\x00\x00\xf6\x01\x00' a€😀
# utf-32-be b'\x00\x00\x00a\x00\x00 \xac\x00\x01\xf6\x00' a€😀
# b'\xff\xfe' a a
# 'utf-16-le' codec can't decode byte 0xff in position 0: truncated data '\ufffd'
# 'utf-16-le' codec can't decode byte 0x62 in position 2: truncated data 'a\ufffd'
# 'utf-16-le' codec can't decode bytes in position 0-1: unexpected end of data '\ufffd'
# 'utf-16-le' codec can't decode bytes in position 0-2: unexpected end of data '\ufffd'
# 'utf-16-le' codec can't decode bytes in position 0-1: illegal UTF-16 surrogate '\ufffda'
# 'utf-16-le' codec can't decode bytes in position 0-1: illegal encoding '\ufffd'
# 'utf-16-be' codec can't decode byte 0x61 in position 2: truncated data '\ufffd'
# 'utf-32-le' codec can't decode bytes in position 0-1: truncated data '\ufffd'
# 'utf-32-le' codec can't decode bytes in position 0-3: code point not in range(0x110000) '\ufffd'
# 'utf-32-le' codec can't decode bytes in position 0-3: code point in surrogate code point range(0xd800, 0xe000) '\ufffd'
# 'utf-32-le' codec can't decode byte 0x62 in position 4: truncated data 'a\ufffd'
