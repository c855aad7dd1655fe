s = {7}
print(s.pop())
s.pop()

# ---- expected stdout ----
# 7
# ---- expected exception ----
# KeyError: 'pop from an empty set'
