def get_handler():
    return None
h = get_handler()
h("event")

# ---- expected stdout ----
# ---- expected exception ----
# TypeError: 'NoneType' object is not callable
