def pos(a, b, /, c):
    return a + b + c
print(pos(1, 2, 3), pos(1, 2, c=3))
try:
    pos(a=1, b=2, c=3)
except TypeError as e:
    print(e)

# ---- expected stdout ----
# 6 6
# pos() got some positional-only arguments passed as keyword arguments: 'a, b'
