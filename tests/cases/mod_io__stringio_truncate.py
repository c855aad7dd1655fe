import io
s = io.StringIO("abcdefgh")
print(s.truncate(4), repr(s.getvalue()), s.tell())
s.seek(2)
print(s.truncate(), repr(s.getvalue()), s.tell())
s.seek(0, 2)
s.write("Z")
print(repr(s.getvalue()))
s.seek(10)
print(s.truncate(), repr(s.getvalue()), s.tell())
print(s.truncate(100), repr(s.getvalue()))
try:
    s.truncate(-1)
except ValueError as e:
    print(e)
try:
    s.truncate("1")
except TypeError as e:
    print(e)

# ---- expected stdout ----
# 4 'abcd' 0
# 2 'ab' 2
# 'abZ'
# 10 'abZ' 10
# 100 'abZ'
# Negative size value -1
# argument should be integer or None, not 'str'
