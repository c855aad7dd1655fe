class Single:
    _inst = None
    def __new__(cls):
        if cls._inst is None:
            cls._inst = super().__new__(cls)
            print("created")
        return cls._inst
a = Single()
b = Single()
print(a is b)

# ---- expected stdout ----
# created
# True
