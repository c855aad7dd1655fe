try:
    try:
        raise TypeError("first")
    except TypeError:
        raise ValueError("second")
except ValueError as e:
    print(repr(e), repr(e.__context__), e.__cause__)

# ---- expected stdout ----
# ValueError('second') TypeError('first') None
