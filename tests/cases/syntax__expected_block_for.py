print("never printed")
for i in range(3):
print(i)

# ---- expected stdout ----
# ---- expected exception ----
# IndentationError: expected an indented block after 'for' statement on line 2
