# hang: int ** int with a big result (7 ** 100000: 280k bits) is not charged in proportion to the
# work, so 10**6 iterations run far past --max-operations 1000000.
for _ in range(10**6):
    x = 7 ** 100000
