try:
    min(1, "a")
except TypeError as e:
    print(e)
try:
    max()
except TypeError as e:
    print(e)
try:
    min(5)
except TypeError as e:
    print(e)

# ---- expected stdout ----
# '<' not supported between instances of 'str' and 'int'
# max expected at least 1 argument, got 0
# 'int' object is not iterable
