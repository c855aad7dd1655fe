print("a,b,c,d".rsplit(",", 1), "a,b,c,d".rsplit(",", 2))
print("  x  y  z ".rsplit(None, 1))
print("a::b::c".rsplit("::"))

# ---- expected stdout ----
# ['a,b,c', 'd'] ['a,b', 'c', 'd']
# ['  x  y', 'z']
# ['a', 'b', 'c']
