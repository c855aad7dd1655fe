print(str(42), str(-1.5), str(True), str(None), str([1, "a"]), str((1,)))
print(str(), repr(str()), str(b"hi"), str(b"hi", "utf-8"))

# ---- expected stdout ----
# 42 -1.5 True None [1, 'a'] (1,)
#  '' b'hi' hi
