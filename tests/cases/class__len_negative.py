class Bad:
    def __len__(self):
        return -1
print("start")
len(Bad())

# ---- expected stdout ----
# start
# ---- expected exception ----
# ValueError: __len__() should return >= 0
