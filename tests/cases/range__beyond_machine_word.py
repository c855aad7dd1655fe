# Ranges take ints of any size; only len() refuses a length past sys.maxsize.
def attempt(f):
    try:
        print(repr(f()))
    except Exception as e:
        print(type(e).__name__ + (": " + str(e) if str(e) else ""))

r = range(-1, 2**63 - 1)
attempt(lambda: len(r))
attempt(lambda: r.__len__())
attempt(lambda: bool(r))
attempt(lambda: r[2**63 - 1])
attempt(lambda: r[-1])
attempt(lambda: r.index(2**63 - 2))
attempt(lambda: r.count(5))
attempt(lambda: 2**63 - 2 in r)
attempt(lambda: r[::2])
attempt(lambda: len(r[::2]))
attempt(lambda: r[::-1])
attempt(lambda: list(reversed(range(-2**63, 2**63 - 1, 2**62))))
attempt(lambda: list(range(2**63 - 3, 2**63 - 1)))
attempt(lambda: list(reversed(range(2**63 - 3, 2**63 - 1))))
attempt(lambda: range(-2**63, 2**63 - 1)[-1])
attempt(lambda: range(0, 10, 2**63 - 1)[::-1])
attempt(lambda: range(-2**63, 0, 2**63 - 1)[::-1])

big = range(2**70)
attempt(lambda: big)
attempt(lambda: big[5])
attempt(lambda: big[-1])
attempt(lambda: len(big))
attempt(lambda: 2**69 in big)
attempt(lambda: big.index(2**69))
attempt(lambda: (big.start, big.stop, big.step))
attempt(lambda: list(range(0, 2**70, 2**68)))
attempt(lambda: list(reversed(range(0, 2**70, 2**68))))
attempt(lambda: big[2**68::2**68])
attempt(lambda: range(10)[::-2**63])
attempt(lambda: range(10)[::2**100])
attempt(lambda: range(5)[2**100:])

# Equality and hashing follow the items, like CPython.
attempt(lambda: range(2**70, 2**70 + 1) == range(2**70, 2**70 + 2, 2))
attempt(lambda: hash(range(0, 3)) == hash(range(0, 3, 1)))
attempt(lambda: {range(2**70): "found"}[range(2**70)])
attempt(lambda: range(0) == range(5, 5))

# Items that are not ints are searched for, as in CPython.
attempt(lambda: range(10).index(3.0))
attempt(lambda: range(10).index(3.5))
attempt(lambda: range(10).count(3.0))
attempt(lambda: range(stop=3))
attempt(lambda: range(1.5))
attempt(lambda: range(10)[1.5])
attempt(lambda: range(10)[1.5:])
attempt(lambda: slice(2**100, -2**100, -1).indices(5))

# ---- expected stdout ----
# OverflowError: Python int too large to convert to C ssize_t
# OverflowError: Python int too large to convert to C ssize_t
# True
# 9223372036854775806
# 9223372036854775806
# 9223372036854775807
# 1
# True
# range(-1, 9223372036854775807, 2)
# 4611686018427387904
# range(9223372036854775806, -2, -1)
# [4611686018427387904, 0, -4611686018427387904, -9223372036854775808]
# [9223372036854775805, 9223372036854775806]
# [9223372036854775806, 9223372036854775805]
# 9223372036854775806
# range(0, -9223372036854775807, -9223372036854775807)
# range(-1, -18446744073709551615, -9223372036854775807)
# range(0, 1180591620717411303424)
# 5
# 1180591620717411303423
# OverflowError: Python int too large to convert to C ssize_t
# True
# 590295810358705651712
# (0, 1180591620717411303424, 1)
# [0, 295147905179352825856, 590295810358705651712, 885443715538058477568]
# [885443715538058477568, 590295810358705651712, 295147905179352825856, 0]
# range(295147905179352825856, 1180591620717411303424, 295147905179352825856)
# range(9, -1, -9223372036854775808)
# range(0, 10, 1267650600228229401496703205376)
# range(5, 5)
# True
# True
# 'found'
# True
# 3
# ValueError: sequence.index(x): x not in sequence
# 1
# TypeError: range() takes no keyword arguments
# TypeError: 'float' object cannot be interpreted as an integer
# TypeError: range indices must be integers or slices, not float
# TypeError: slice indices must be integers or None or have an __index__ method
# (4, -1, -1)
