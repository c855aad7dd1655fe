print("start")
os = __import__("os")
os.system("true")

# ---- expected stdout ----
# start
# ---- expected exception ----
# NameError: name '__import__' is not defined
