print(ord("a"), ord("A"), ord("0"), ord("\n"), ord("é"), ord("😀"))
print(chr(97), chr(0x1F600), chr(233), repr(chr(0)))
try:
    ord("ab")
except TypeError as e:
    print(e)
try:
    chr(0x110000)
except ValueError as e:
    print(e)

# ---- expected stdout ----
# 97 65 48 10 233 128512
# a 😀 é '\x00'
# ord() expected a character, but string of length 2 found
# chr() arg not in range(0x110000)
