def area(width, height):
    return width * height
print(area(2, 3))
print(area(2))

# ---- expected stdout ----
# 6
# ---- expected exception ----
# TypeError: area() missing 1 required positional argument: 'height'
