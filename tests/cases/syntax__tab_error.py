print("never printed")
def f():
        x = 1
	return x

# ---- expected stdout ----
# ---- expected exception ----
# TabError: inconsistent use of tabs and spaces in indentation
