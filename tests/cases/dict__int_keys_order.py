d = {}
for k in [5, 3, 9, 1]:
    d[k] = str(k)
print(d, list(d.keys()))
d.pop(3)
d[3] = "again"
print(d)

# ---- expected stdout ----
# {5: '5', 3: '3', 9: '9', 1: '1'} [5, 3, 9, 1]
# {5: '5', 9: '9', 1: '1', 3: 'again'}
