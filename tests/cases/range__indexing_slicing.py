r = range(0, 20, 3)
print(r[0], r[-1], r[2], r[1:4], r[::-1], list(r[::2]))
try:
    r[10]
except IndexError as e:
    print(e)

# ---- expected stdout ----
# 0 18 6 range(3, 12, 3) range(18, -3, -3) [0, 6, 12, 18]
# range object index out of range
