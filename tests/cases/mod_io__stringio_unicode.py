import io
s = io.StringIO("héllo wörld ✓ 😀 end")
print(s.read(3), s.tell())
print(s.read(10), s.tell())
s.seek(14)
print(repr(s.read(2)), s.tell())
s.seek(1)
s.write("E")
print(s.getvalue())
s.seek(12)
s.write("✗✗")
print(s.getvalue(), s.tell(), len(s.getvalue()))
s.seek(0)
print(s.truncate(5), s.getvalue())
t = io.StringIO()
t.write("ü\n")
t.write("ßx\n")
t.seek(0)
print([l for l in t])

# ---- expected stdout ----
# hél 3
# lo wörld ✓ 13
# '😀 ' 16
# hEllo wörld ✓ 😀 end
# hEllo wörld ✗✗😀 end 14 19
# 5 hEllo
# ['ü\n', 'ßx\n']
