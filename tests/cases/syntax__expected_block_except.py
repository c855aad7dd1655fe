print("never printed")
try:
    x = 1 / 0
except ZeroDivisionError:
x = 0

# ---- expected stdout ----
# ---- expected exception ----
# IndentationError: expected an indented block after 'except' statement on line 4
