def down(n):
    return down(n + 1) + 1
print("start")
down(0)

# ---- expected stdout ----
# start
# ---- expected exception ----
# RecursionError: maximum recursion depth exceeded
