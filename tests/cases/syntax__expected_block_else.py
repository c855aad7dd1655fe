print("never printed")
if len("abc") > 5:
    print("long")
else:
print("short")

# ---- expected stdout ----
# ---- expected exception ----
# IndentationError: expected an indented block after 'else' statement on line 4
