def f():
    try:
        raise ValueError("original")
    finally:
        raise TypeError("from finally")
try:
    f()
except Exception as e:
    print(repr(e), repr(e.__context__))

# ---- expected stdout ----
# TypeError('from finally') ValueError('original')
