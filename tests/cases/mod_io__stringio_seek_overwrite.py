import io
s = io.StringIO("hello world")
print(s.seek(6), s.write("WORLD!!"), repr(s.getvalue()), s.tell())
s.seek(0)
s.write("J")
print(repr(s.getvalue()), s.tell())
print(s.seek(0, 2), s.seek(0, 1))
print(s.seek(20), s.write("x"), repr(s.getvalue()))
print(s.seek(0, io.SEEK_END) == len(s.getvalue()), io.SEEK_SET, io.SEEK_CUR, io.SEEK_END)
for args in [(-1,), (1, 1), (3, 2), (0, 3), (1.5,)]:
    try:
        s.seek(*args)
    except Exception as e:
        print(args, type(e).__name__, e)

# ---- expected stdout ----
# 6 7 'hello WORLD!!' 13
# 'Jello WORLD!!' 1
# 13 13
# 20 1 'Jello WORLD!!\x00\x00\x00\x00\x00\x00\x00x'
# True 0 1 2
# (-1,) ValueError Negative seek position -1
# (1, 1) OSError Can't do nonzero cur-relative seeks
# (3, 2) OSError Can't do nonzero cur-relative seeks
# (0, 3) ValueError Invalid whence (3, should be 0, 1 or 2)
# (1.5,) TypeError 'float' object cannot be interpreted as an integer
