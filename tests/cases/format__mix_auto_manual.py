try:
    "{} {0}".format(1, 2)
except ValueError as e:
    print(e)
try:
    "{0} {}".format(1, 2)
except ValueError as e:
    print(e)

# ---- expected stdout ----
# cannot switch from automatic field numbering to manual field specification
# cannot switch from manual field specification to automatic field numbering
