import string

print(string.ascii_lowercase)
print(string.ascii_uppercase)
print(string.ascii_letters)
print(string.digits, string.hexdigits, string.octdigits)
print(string.punctuation)
print(repr(string.whitespace), repr(string.printable))
print(len(string.printable), all(c in string.printable for c in string.ascii_letters))
print(sum(c in string.punctuation for c in "Hello, world! (ok)"))

# ---- expected stdout ----
# abcdefghijklmnopqrstuvwxyz
# ABCDEFGHIJKLMNOPQRSTUVWXYZ
# abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ
# 0123456789 0123456789abcdefABCDEF 01234567
# !"#$%&'()*+,-./:;<=>?@[\]^_`{|}~
# ' \t\n\r\x0b\x0c' '0123456789abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ!"#$%&\'()*+,-./:;<=>?@[\\]^_`{|}~ \t\n\r\x0b\x0c'
# 100 True
# 4
