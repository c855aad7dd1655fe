b = b"  Hello, World  "
print(b.strip(), b.lower(), b.upper(), b.split(b","))
print(b.replace(b"l", b"L"), b.find(b"World"), b.count(b"l"))
print(b"-".join([b"a", b"b"]), b.strip().startswith(b"Hell"), b"abc".hex())

# ---- expected stdout ----
# b'Hello, World' b'  hello, world  ' b'  HELLO, WORLD  ' [b'  Hello', b' World  ']
# b'  HeLLo, WorLd  ' 9 3
# b'a-b' True 616263
