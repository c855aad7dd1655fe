try:
    raise ValueError("x")
except ValueError as err:
    print("caught", err)
try:
    print(err)
except NameError as e:
    print(e)

# ---- expected stdout ----
# caught x
# name 'err' is not defined
