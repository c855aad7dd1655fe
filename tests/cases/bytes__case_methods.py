b = b"hello WORLD_x1a \xe9t\xc9"
print(b.upper(), b.lower(), b.swapcase())
print(b.title(), b.capitalize(), b"".title(), b"123abc DEF".capitalize())
print(b"they're bill's friends".title(), b"a1b2 c3".title())
ba = bytearray(b"MiXeD")
print(ba.upper(), ba.lower(), ba.swapcase(), ba.title(), ba.capitalize(), ba)
try:
    b.upper(1)
except TypeError as e:
    print(e)
ba.lower(x=1)

# ---- expected stdout ----
# b'HELLO WORLD_X1A \xe9T\xc9' b'hello world_x1a \xe9t\xc9' b'HELLO world_X1A \xe9T\xc9'
# b'Hello World_X1A \xe9T\xc9' b'Hello world_x1a \xe9t\xc9' b'' b'123abc def'
# b"They'Re Bill'S Friends" b'A1B2 C3'
# bytearray(b'MIXED') bytearray(b'mixed') bytearray(b'mIxEd') bytearray(b'Mixed') bytearray(b'Mixed') bytearray(b'MiXeD')
# bytes.upper() takes no arguments (1 given)
# ---- expected exception ----
# TypeError: bytearray.lower() takes no keyword arguments
