# Argument errors of object's slot wrappers and methods, exceptions, generators,
# property, classmethod, staticmethod and super, in CPython's wording.
class C:
    pass
c = C()
def gen():
    yield 1
g = gen()
e = ValueError("x")
p = property()
calls = [
    lambda: object.__eq__(c), lambda: object.__eq__(c, 1, 2), lambda: object.__eq__(c, c, x=1), lambda: c.__ne__(1, 2),
    lambda: c.__hash__(1), lambda: object.__repr__(c, 1), lambda: c.__str__(x=1),
    lambda: object.__format__(c), lambda: c.__format__("", ""), lambda: object.__format__(c, 1), lambda: c.__format__(format_spec=""),
    lambda: object.__setattr__(c), lambda: object.__setattr__(c, "a"), lambda: c.__setattr__("a", 1, 2), lambda: c.__setattr__(1, 2),
    lambda: c.__setattr__("a", value=1),
    lambda: object.__delattr__(c), lambda: c.__delattr__("a", 1), lambda: c.__delattr__(2),
    lambda: e.with_traceback(), lambda: e.with_traceback(None, None), lambda: e.with_traceback(tb=None),
    lambda: e.add_note(), lambda: e.add_note("a", "b"), lambda: e.add_note(note="a"),
    lambda: g.send(), lambda: g.send(1, 2), lambda: g.send(value=1), lambda: g.throw(), lambda: g.throw(1, 2, 3, 4),
    lambda: g.throw(typ=ValueError), lambda: g.close(1), lambda: g.close(x=1), lambda: g.__next__(1), lambda: g.__iter__(1),
    lambda: g.__next__(x=1),
    lambda: property(1, 2, 3, 4, 5), lambda: property(foo=1), lambda: property(1, fget=2),
    lambda: p.getter(), lambda: p.setter(1, 2), lambda: p.deleter(f=1), lambda: p.__get__(), lambda: p.__get__(1, 2, 3),
    lambda: p.__get__(1, x=2),
    lambda: classmethod(), lambda: classmethod(1, 2), lambda: classmethod(f=1), lambda: classmethod(1, f=1),
    lambda: staticmethod(), lambda: staticmethod(f=1), lambda: staticmethod(1, 2),
    lambda: super(int, 1, 2), lambda: super(x=1), lambda: super(1, 2),
]
for call in calls:
    try:
        print(repr(call()))
    except TypeError as ex:
        print("TypeError:", ex)
object.__setattr__(c, "a", 1)
print(c.a, object.__eq__(c, c), object.__ne__(c, 1), object.__format__(c, "") == str(c), next(g), e.with_traceback(None) is e)
class D:
    @property
    def v(self):
        return 5
    w = property(fget=lambda self: 6, doc="w doc")
print(D().v, D().w, D.w.__doc__, D.__dict__["v"].__get__(D()), D.__dict__["v"].__get__(None, D) is D.__dict__["v"])

# ---- expected stdout ----
# TypeError: expected 1 argument, got 0
# TypeError: expected 1 argument, got 2
# TypeError: wrapper __eq__() takes no keyword arguments
# TypeError: expected 1 argument, got 2
# TypeError: expected 0 arguments, got 1
# TypeError: expected 0 arguments, got 1
# TypeError: wrapper __str__() takes no keyword arguments
# TypeError: object.__format__() takes exactly one argument (0 given)
# TypeError: object.__format__() takes exactly one argument (2 given)
# TypeError: __format__() argument must be str, not int
# TypeError: object.__format__() takes no keyword arguments
# TypeError:  expected 2 arguments, got 0
# TypeError:  expected 2 arguments, got 1
# TypeError:  expected 2 arguments, got 3
# TypeError: attribute name must be string, not 'int'
# TypeError: wrapper __setattr__() takes no keyword arguments
# TypeError: expected 1 argument, got 0
# TypeError: expected 1 argument, got 2
# TypeError: attribute name must be string, not 'int'
# TypeError: BaseException.with_traceback() takes exactly one argument (0 given)
# TypeError: BaseException.with_traceback() takes exactly one argument (2 given)
# TypeError: BaseException.with_traceback() takes no keyword arguments
# TypeError: BaseException.add_note() takes exactly one argument (0 given)
# TypeError: BaseException.add_note() takes exactly one argument (2 given)
# TypeError: BaseException.add_note() takes no keyword arguments
# TypeError: generator.send() takes exactly one argument (0 given)
# TypeError: generator.send() takes exactly one argument (2 given)
# TypeError: generator.send() takes no keyword arguments
# TypeError: throw expected at least 1 argument, got 0
# TypeError: throw expected at most 3 arguments, got 4
# TypeError: generator.throw() takes no keyword arguments
# TypeError: generator.close() takes no arguments (1 given)
# TypeError: generator.close() takes no keyword arguments
# TypeError: expected 0 arguments, got 1
# TypeError: expected 0 arguments, got 1
# TypeError: wrapper __next__() takes no keyword arguments
# TypeError: property() takes at most 4 arguments (5 given)
# TypeError: 'foo' is an invalid keyword argument for property()
# TypeError: argument for property() given by name ('fget') and position (1)
# TypeError: property.getter() takes exactly one argument (0 given)
# TypeError: property.setter() takes exactly one argument (2 given)
# TypeError: property.deleter() takes no keyword arguments
# TypeError:  expected at least 1 argument, got 0
# TypeError:  expected at most 2 arguments, got 3
# TypeError: wrapper __get__() takes no keyword arguments
# TypeError: classmethod expected 1 argument, got 0
# TypeError: classmethod expected 1 argument, got 2
# TypeError: classmethod() takes no keyword arguments
# TypeError: classmethod() takes no keyword arguments
# TypeError: staticmethod expected 1 argument, got 0
# TypeError: staticmethod() takes no keyword arguments
# TypeError: staticmethod expected 1 argument, got 2
# TypeError: super() expected at most 2 arguments, got 3
# TypeError: super() takes no keyword arguments
# TypeError: super() argument 1 must be a type, not int
# 1 True NotImplemented True 1 True
# 5 6 w doc 5 True
