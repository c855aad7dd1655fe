print("never printed")
class Point:
x = 0

# ---- expected stdout ----
# ---- expected exception ----
# IndentationError: expected an indented block after class definition on line 2
