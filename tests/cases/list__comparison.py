print([1, 2, 3] < [1, 2, 4], [1, 2] < [1, 2, 0], [] < [0], [2] > [1, 9])
print([1, 2] == [1, 2], [1, 2] == (1, 2), [1, [2]] == [1, [2]])
try:
    [1] < ["a"]
except TypeError as e:
    print(e)

# ---- expected stdout ----
# True True True True
# True False True
# '<' not supported between instances of 'int' and 'str'
