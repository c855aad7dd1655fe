print(bool(), bool(0), bool(1), bool("False"), bool([]), bool(None), bool(0.1))
print(True & False, True | False, True ^ True, ~True)
print(repr(True), str(False), int(True), True + 0.5)

# ---- expected stdout ----
# False False True True False False True
# False True False -2
# True False 1 1.5
