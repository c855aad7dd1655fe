def depth(n):
    try:
        return depth(n + 1)
    except RecursionError:
        return n
d = depth(0)
print(d > 100, type(d).__name__)
def again():
    again()
try:
    again()
except RecursionError as e:
    print("caught:", e)

# ---- expected stdout ----
# True int
# caught: maximum recursion depth exceeded
