try:
    try:
        raise KeyError("a")
    except KeyError:
        print("handling")
        undefined_name
except NameError as e:
    print(e, type(e.__context__).__name__)

# ---- expected stdout ----
# handling
# name 'undefined_name' is not defined KeyError
