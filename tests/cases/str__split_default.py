print("  a  b\tc\nd  ".split())
print("a,b,,c".split(","), "a,b,,c".split(",", 1))
print("".split(), "".split(","), "abc".split("x"))
print("a b c d".split(None, 2))

# ---- expected stdout ----
# ['a', 'b', 'c', 'd']
# ['a', 'b', '', 'c'] ['a', 'b,,c']
# [] [''] ['abc']
# ['a', 'b', 'c d']
