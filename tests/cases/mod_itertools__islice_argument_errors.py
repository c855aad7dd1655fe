# islice's argument errors, in CPython's order and words.
import itertools

def attempt(*args):
    try:
        print(list(itertools.islice("abcdef", *args)))
    except Exception as e:
        print(type(e).__name__ + ": " + str(e))

attempt(2)
attempt(-1)
attempt(-2)
attempt(-2**63)
attempt(2**63)
attempt("x")
attempt(1, 4)
attempt(-1, 4)
attempt("x", 4)
attempt("x", "y")
attempt(1, None, 2)
attempt(1, None, 0)
attempt(1, None, -2**100)
attempt(1, None, 2**100)
attempt(2**63 - 1, None)
attempt(0, 2**63 - 1, 2**63 - 1)

# ---- expected stdout ----
# ['a', 'b']
# ValueError: Stop argument for islice() must be None or an integer: 0 <= x <= sys.maxsize.
# ValueError: Indices for islice() must be None or an integer: 0 <= x <= sys.maxsize.
# ValueError: Indices for islice() must be None or an integer: 0 <= x <= sys.maxsize.
# ValueError: Stop argument for islice() must be None or an integer: 0 <= x <= sys.maxsize.
# ValueError: Stop argument for islice() must be None or an integer: 0 <= x <= sys.maxsize.
# ['b', 'c', 'd']
# ValueError: Indices for islice() must be None or an integer: 0 <= x <= sys.maxsize.
# ValueError: Indices for islice() must be None or an integer: 0 <= x <= sys.maxsize.
# ValueError: Stop argument for islice() must be None or an integer: 0 <= x <= sys.maxsize.
# ['b', 'd', 'f']
# ValueError: Step for islice() must be a positive integer or None.
# ValueError: Step for islice() must be a positive integer or None.
# ValueError: Step for islice() must be a positive integer or None.
# []
# ['a']
