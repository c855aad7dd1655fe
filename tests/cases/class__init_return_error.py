class Bad:
    def __init__(self):
        return 5
print("creating")
Bad()

# ---- expected stdout ----
# creating
# ---- expected exception ----
# TypeError: __init__() should return None, not 'int'
