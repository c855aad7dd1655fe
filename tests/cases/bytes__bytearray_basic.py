ba = bytearray(b"hello")
ba[0] = 72
ba.append(33)
ba.extend(b"!!")
print(ba, len(ba), bytes(ba))
del ba[1]
ba[1:3] = b"LL"
print(ba, ba.decode())

# ---- expected stdout ----
# bytearray(b'Hello!!!') 8 b'Hello!!!'
# bytearray(b'HLLo!!!') HLLo!!!
