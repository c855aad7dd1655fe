x = "outer"
squares = [x * 2 for x in range(3)]
print(x, squares)
try:
    print(y)
except NameError as e:
    print(e)
[y for y in range(2)]
try:
    print(y)
except NameError as e:
    print(e)

# ---- expected stdout ----
# outer [0, 2, 4]
# name 'y' is not defined
# name 'y' is not defined
