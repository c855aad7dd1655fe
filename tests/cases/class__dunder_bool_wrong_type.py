class B:
    def __bool__(self):
        return 1
print("checking")
if B():
    print("unreachable")

# ---- expected stdout ----
# checking
# ---- expected exception ----
# TypeError: __bool__ should return bool, returned int
