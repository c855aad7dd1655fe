print("{:>5}".format("ok"))
print("{:q}".format(3))

# ---- expected stdout ----
#    ok
# ---- expected exception ----
# ValueError: Unknown format code 'q' for object of type 'int'
