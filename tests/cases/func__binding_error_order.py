# Which binding error a call to a Python function reports when several apply: CPython
# looks at the keywords before it counts the positional arguments, and names every
# positional-only parameter passed by keyword (in the parameters' order) before it blames
# an unknown keyword.
def f(a):
    return a

def g(a, b, /, c):
    return a, b, c

def h(a, /, *, k):
    return a, k

def attempt(label, call):
    try:
        print(label, call())
    except TypeError as e:
        print(label, "TypeError:", e)

attempt("extra positional and unknown keyword", lambda: f(1, 2, x=1))
attempt("extra positional only", lambda: f(1, 2))
attempt("extra positional and known keyword", lambda: f(1, 2, a=3))
attempt("keyword twice", lambda: f(1, a=2))
attempt("posonly by keyword", lambda: g(1, 2, 3, b=4))
attempt("posonly after unknown", lambda: g(1, 2, zz=3, b=4, a=5))
attempt("posonly before multiple values", lambda: g(1, 2, 3, a=1, c=9))
attempt("too many with posonly keyword", lambda: g(1, 2, 3, 4, a=1))
attempt("kw-only given and too many", lambda: h(1, 2, k=3))
attempt("unknown keyword and too many", lambda: h(1, 2, q=3))
attempt("fine", lambda: g(1, 2, c=3))
attempt("method", lambda: "ok".__class__.__name__)

class C:
    def m(self, x):
        return x

attempt("method extra and unknown", lambda: C().m(1, 2, y=3))
attempt("method extra", lambda: C().m(1, 2))

# ---- expected stdout ----
# extra positional and unknown keyword TypeError: f() got an unexpected keyword argument 'x'
# extra positional only TypeError: f() takes 1 positional argument but 2 were given
# extra positional and known keyword TypeError: f() got multiple values for argument 'a'
# keyword twice TypeError: f() got multiple values for argument 'a'
# posonly by keyword TypeError: g() got some positional-only arguments passed as keyword arguments: 'b'
# posonly after unknown TypeError: g() got some positional-only arguments passed as keyword arguments: 'a, b'
# posonly before multiple values TypeError: g() got some positional-only arguments passed as keyword arguments: 'a'
# too many with posonly keyword TypeError: g() got some positional-only arguments passed as keyword arguments: 'a'
# kw-only given and too many TypeError: h() takes 1 positional argument but 2 positional arguments (and 1 keyword-only argument) were given
# unknown keyword and too many TypeError: h() got an unexpected keyword argument 'q'
# fine (1, 2, 3)
# method str
# method extra and unknown TypeError: C.m() got an unexpected keyword argument 'y'
# method extra TypeError: C.m() takes 2 positional arguments but 3 were given
