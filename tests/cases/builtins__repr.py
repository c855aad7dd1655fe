print(repr(1), repr("a'b"), repr([None, True]), repr(1.0), repr((1,)), repr({}), repr(set()), repr(range(2)))
print(repr(len), repr(print))

# ---- expected stdout ----
# 1 "a'b" [None, True] 1.0 (1,) {} set() range(0, 2)
# <built-in function len> <built-in function print>
