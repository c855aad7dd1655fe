print("a\tb\tc".expandtabs(), "a\tb".expandtabs(4), "abcd\te".expandtabs(4))
print(repr("\t".expandtabs(2)), len("x\ty".expandtabs()))

# ---- expected stdout ----
# a       b       c a   b abcd    e
# '  ' 9
