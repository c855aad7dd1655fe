print(f"{True} {None} {False!r} {True:>6} {True:d}")
print(f"{None!r:>6}|")

# ---- expected stdout ----
# True None False      1 1
#   None|
