print("start")
f = open("notes.txt", "w")
f.write("escaped")

# ---- expected stdout ----
# start
# ---- expected exception ----
# NameError: name 'open' is not defined
