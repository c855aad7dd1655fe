# A slice step of -2**63 (i64::MIN) must not overflow when negated.
x = [1, 2, 3]
print(x[::-2**63])
print('abc'[::-2**63])
print((1, 2, 3)[::-2**63])
print(b'abc'[::-2**63])
print(list(range(10)[::-2**63]))
print(slice(None, None, -2**63).indices(5))
y = [1, 2, 3]
del y[::-2**63]
print(y)

# ---- expected stdout ----
# [3]
# c
# (3,)
# b'c'
# [9]
# (4, -1, -9223372036854775808)
# [1, 2]
