print("hello world".title(), "HELLO".title(), "they're bill's".title())
print("a1b2 c3".title(), "ÉCOLE".title(), "  x".title())
print("hello world".istitle(), "Hello World".istitle(), "Hello world".istitle())

# ---- expected stdout ----
# Hello World Hello They'Re Bill'S
# A1B2 C3 École   X
# False True False
