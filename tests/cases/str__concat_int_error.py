name = "count: "
n = 5
print(name + str(n))
print(name + n)

# ---- expected stdout ----
# count: 5
# ---- expected exception ----
# TypeError: can only concatenate str (not "int") to str
