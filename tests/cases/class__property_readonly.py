class Box:
    @property
    def size(self):
        return 10
b = Box()
print(b.size)
b.size = 3

# ---- expected stdout ----
# 10
# ---- expected exception ----
# AttributeError: property 'size' of 'Box' object has no setter
