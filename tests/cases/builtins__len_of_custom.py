class Sized:
    def __len__(self):
        return 7
print(len(Sized()))
class Unsized:
    pass
len(Unsized())

# ---- expected stdout ----
# 7
# ---- expected exception ----
# TypeError: object of type 'Unsized' has no len()
