# set.pop() scans from where the previous pop stopped.
s = set([9, 1, 17, 4, 12])
out = []
while s:
    out.append(s.pop())
print(out)
s = set(range(10))
print(s.pop(), s.pop())
s.add(0)
s.add(1)
print(s.pop(), s.pop(), s)
s.clear()
s.add(5)
s.add(2)
print(s.pop(), s)
s = set([40, 8, 3, 24])
a = s.pop()
s.add(a)
print(a, s.pop(), s.pop(), s)

# ---- expected stdout ----
# [1, 4, 9, 12, 17]
# 0 1
# 2 3 {0, 4, 5, 6, 7, 8, 9, 1}
# 5 {2}
# 40 8 3 {40, 24}
