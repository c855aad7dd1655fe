# sorted's key calls sorted again: recursion through a native.
def k(x):
    return sorted([x, x], key=k)
print(sorted([1, 2], key=k))
