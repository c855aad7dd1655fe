def find(xs, target):
    for i, x in enumerate(xs):
        if x == target:
            print("found at", i)
            break
    else:
        print("not found")
find([1, 2, 3], 2)
find([1, 2, 3], 9)
find([], 1)

# ---- expected stdout ----
# found at 1
# not found
# not found
