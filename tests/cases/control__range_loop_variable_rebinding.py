# A range loop variable the body rebinds to other types or deletes: the next number must
# replace whatever the slot holds. Arithmetic on immediates in between, in place and not.
def walk(n):
    seen = []
    total = 0
    for i in range(n):
        seen.append(i)
        total += i * 2 - 1
        if i == 1:
            i = "text"
        elif i == 2:
            del i
        elif i == 3:
            i = 2.5
            total -= i
        elif i == 4:
            i = [i]
    return seen, total, i


print(walk(6))
print(walk(5))


def mixed(values):
    acc = 0
    acc_f = 0.0
    cells = [0, 0.0, 10]
    for v in values:
        acc += v
        acc_f -= v * 0.5
        cells[0] += v
        cells[1] -= v / 4
        cells[2] //= 2 if v else 1
        acc = acc * 3 % 1000003
    return acc, acc_f, cells


print(mixed(range(1, 40)))
print(mixed([2**62, 2**62, -3]))
for k in range(3):
    pass
print(k, [k for k in range(2)], k)

# ---- expected stdout ----
# ([0, 1, 2, 3, 4, 5], 21.5, 5)
# ([0, 1, 2, 3, 4], 12.5, [4])
# (477659, -390.0, [780, -195.0, 0])
# (156165, -4.611686018427388e+18, [9223372036854775805, -2.305843009213694e+18, 1])
# 2 [0, 1] 2
