try:
    try:
        1 / 0
    except ZeroDivisionError:
        raise RuntimeError("hidden cause") from None
except RuntimeError as e:
    print(e, e.__cause__, e.__suppress_context__, type(e.__context__).__name__)

# ---- expected stdout ----
# hidden cause None True ZeroDivisionError
