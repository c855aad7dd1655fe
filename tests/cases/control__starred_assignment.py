a, *b, c = range(6)
print(a, b, c)
*front, last = "hello"
print(front, last)
first, *_ = [9, 8, 7]
print(first, _)
(p, q), *r = [(1, 2), 3, 4]
print(p, q, r)

# ---- expected stdout ----
# 0 [1, 2, 3, 4] 5
# ['h', 'e', 'l', 'l'] o
# 9 [8, 7]
# 1 2 [3, 4]
