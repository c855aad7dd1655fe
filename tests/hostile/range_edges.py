# expect: OverflowError ok ValueError
r = range(-1, 2**63 - 1)
print(len(range(0, 2**63 - 2)))
len(r)
