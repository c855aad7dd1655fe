# __len__ results past sys.maxsize or below zero, wherever a length is taken.
import operator

class Sized:
    def __init__(self, n):
        self.n = n
    def __len__(self):
        return self.n
    def __getitem__(self, i):
        if i >= 3:
            raise IndexError(i)
        return i

class NoLen:
    def __getitem__(self, i):
        return i

def attempt(label, f):
    try:
        print(label, repr(f()))
    except Exception as e:
        print(label, type(e).__name__ + ": " + str(e))

for n in [3, 0, 2**63 - 1, 2**63, -1, 2**100]:
    print("--", n)
    attempt("len", lambda: len(Sized(n)))
    attempt("bool", lambda: bool(Sized(n)))
    attempt("not", lambda: not Sized(n))
    attempt("reversed", lambda: next(reversed(Sized(n))) if n == 3 else reversed(Sized(n)) and "made")
    attempt("length_hint", lambda: operator.length_hint(Sized(n)))
attempt("reversed without len", lambda: reversed(NoLen()))
attempt("reversed int", lambda: reversed(5))

# ---- expected stdout ----
# -- 3
# len 3
# bool True
# not False
# reversed 2
# length_hint 3
# -- 0
# len 0
# bool False
# not True
# reversed 'made'
# length_hint 0
# -- 9223372036854775807
# len 9223372036854775807
# bool True
# not False
# reversed 'made'
# length_hint 9223372036854775807
# -- 9223372036854775808
# len OverflowError: cannot fit 'int' into an index-sized integer
# bool OverflowError: cannot fit 'int' into an index-sized integer
# not OverflowError: cannot fit 'int' into an index-sized integer
# reversed OverflowError: cannot fit 'int' into an index-sized integer
# length_hint OverflowError: cannot fit 'int' into an index-sized integer
# -- -1
# len ValueError: __len__() should return >= 0
# bool ValueError: __len__() should return >= 0
# not ValueError: __len__() should return >= 0
# reversed ValueError: __len__() should return >= 0
# length_hint ValueError: __len__() should return >= 0
# -- 1267650600228229401496703205376
# len OverflowError: cannot fit 'int' into an index-sized integer
# bool OverflowError: cannot fit 'int' into an index-sized integer
# not OverflowError: cannot fit 'int' into an index-sized integer
# reversed OverflowError: cannot fit 'int' into an index-sized integer
# length_hint OverflowError: cannot fit 'int' into an index-sized integer
# reversed without len TypeError: object of type 'NoLen' has no len()
# reversed int TypeError: 'int' object is not reversible
