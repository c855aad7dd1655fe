# Keywords and extra arguments that reach a constructor which takes none: class
# keywords that no __init_subclass__ consumes, exception keywords (ImportError's
# name/path excepted), object.__new__'s extra arguments; and the round/iter dunders
# of int, float and tuple.

def attempt(label, f):
    try:
        print(label, "->", repr(f()))
    except Exception as e:
        print(label, "->", type(e).__name__, e)

def class_statement():
    class C(flavour="x"):
        pass
    return C

attempt("class keyword", class_statement)
attempt("type() keyword", lambda: type("T", (), {}, flavour=1))

class Taking:
    def __init_subclass__(cls, flavour=None, **rest):
        super().__init_subclass__(**rest)
        cls.flavour = flavour

class Sub(Taking, flavour="mint"):
    pass

print("consumed:", Sub.flavour)

def leftover():
    class Leftover(Taking, flavour="a", colour="b"):
        pass
attempt("leftover keyword", leftover)

attempt("Exception kw", lambda: Exception("a", code=1))
attempt("ValueError kw", lambda: ValueError(code=1))
attempt("KeyError kw", lambda: KeyError("k", extra=2))
attempt("OSError kw", lambda: OSError(2, "gone", extra=1))

class Custom(Exception):
    def __init__(self, message, **details):
        super().__init__(message)
        self.details = details

attempt("custom init takes kw", lambda: (Custom("m", a=1).args, Custom("m", a=1).details))
e = ImportError("no module", name="mod", path="/p")
print("ImportError fields:", e.args, e.name, e.path)
plain = ImportError("x")
print("ImportError defaults:", plain.name, plain.path)
attempt("ImportError bad kw", lambda: ImportError("x", where=1))
attempt("ModuleNotFoundError kw", lambda: ModuleNotFoundError("x", name="m").name)

class Bare:
    pass

class WithInit:
    def __init__(self, a):
        self.a = a

class WithNew:
    def __new__(cls, *args):
        return object.__new__(cls, *args)

attempt("object.__new__ extra, bare", lambda: object.__new__(Bare, 1))
attempt("object.__new__ kw, bare", lambda: object.__new__(Bare, k=1))
attempt("object.__new__ extra, init", lambda: type(object.__new__(WithInit, 1)).__name__)
attempt("object.__new__ extra, own new", lambda: WithNew(1))

attempt("int.__round__()", lambda: (15).__round__())
attempt("int.__round__(-1)", lambda: (15).__round__(-1))
attempt("int.__round__(-1) even", lambda: (25).__round__(-1))
attempt("int.__round__ too many", lambda: (15).__round__(1, 2))
attempt("float.__round__()", lambda: (2.5).__round__())
attempt("float.__round__(1)", lambda: (2.675).__round__(2))
attempt("bool.__round__", lambda: True.__round__())

class MyInt(int):
    pass

attempt("round(MyInt)", lambda: round(MyInt(7), -1))
attempt("tuple.__iter__", lambda: list((1, 2, 3).__iter__()))

class Pair(tuple):
    pass

attempt("tuple subclass iter", lambda: list(Pair((4, 5)).__iter__()))
attempt("tuple.__iter__ unbound", lambda: list(tuple.__iter__((6,))))

# ---- expected stdout ----
# class keyword -> TypeError class_statement.<locals>.C.__init_subclass__() takes no keyword arguments
# type() keyword -> TypeError T.__init_subclass__() takes no keyword arguments
# consumed: mint
# leftover keyword -> TypeError leftover.<locals>.Leftover.__init_subclass__() takes no keyword arguments
# Exception kw -> TypeError Exception() takes no keyword arguments
# ValueError kw -> TypeError ValueError() takes no keyword arguments
# KeyError kw -> TypeError KeyError() takes no keyword arguments
# OSError kw -> TypeError OSError() takes no keyword arguments
# custom init takes kw -> (('m',), {'a': 1})
# ImportError fields: ('no module',) mod /p
# ImportError defaults: None None
# ImportError bad kw -> TypeError 'where' is an invalid keyword argument for ImportError()
# ModuleNotFoundError kw -> 'm'
# object.__new__ extra, bare -> TypeError Bare() takes no arguments
# object.__new__ kw, bare -> TypeError Bare() takes no arguments
# object.__new__ extra, init -> 'WithInit'
# object.__new__ extra, own new -> TypeError object.__new__() takes exactly one argument (the type to instantiate)
# int.__round__() -> 15
# int.__round__(-1) -> 20
# int.__round__(-1) even -> 20
# int.__round__ too many -> TypeError __round__ expected at most 1 argument, got 2
# float.__round__() -> 2
# float.__round__(1) -> 2.67
# bool.__round__ -> 1
# round(MyInt) -> 10
# tuple.__iter__ -> [1, 2, 3]
# tuple subclass iter -> [4, 5]
# tuple.__iter__ unbound -> [6]
