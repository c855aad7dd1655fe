def shape(seq):
    match seq:
        case []:
            return "empty"
        case [x]:
            return f"one: {x}"
        case [x, y]:
            return f"two: {x},{y}"
        case [first, *rest]:
            return f"first={first} rest={rest}"
print(shape([]), shape([1]), shape((1, 2)), shape([1, 2, 3, 4]), sep=" | ")
print(shape(range(3)), shape([[1], [2]]))

# ---- expected stdout ----
# empty | one: 1 | two: 1,2 | first=1 rest=[2, 3, 4]
# first=0 rest=[1, 2] two: [1],[2]
