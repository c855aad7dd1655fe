def g():
    yield 1
gen = g()
print("start")
frame = gen.gi_frame

# ---- expected stdout ----
# start
# ---- expected exception ----
# AttributeError: Forbidden access to attribute: gi_frame
