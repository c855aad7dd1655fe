for ch in "héy":
    print(ch, ord(ch))
print(list("abc"), tuple("ab"))
print([c * 2 for c in "xyz"])

# ---- expected stdout ----
# h 104
# é 233
# y 121
# ['a', 'b', 'c'] ('a', 'b')
# ['xx', 'yy', 'zz']
