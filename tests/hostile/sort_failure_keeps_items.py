# expect: TypeError
l = [3, 1, 'a', 2]
l.sort()
# ---
assert l == [3, 1, 'a', 2] or sorted(map(str, l)) == ['1', '2', '3', 'a'], l
l.sort()
