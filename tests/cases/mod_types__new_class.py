import types


def body(ns):
    ns['greet'] = lambda self: f"hi from {type(self).__name__}"
    ns['x'] = 10


Greeter = types.new_class('Greeter', (), {}, body)
g = Greeter()
print(Greeter, Greeter.__name__, Greeter.x, g.greet(), Greeter.__module__)


class Meta(type):
    def __new__(mcls, name, bases, ns, **kw):
        ns['made_by'] = mcls.__name__
        ns['kw'] = kw
        return super().__new__(mcls, name, bases, ns)


Sub = types.new_class('Sub', (Greeter,), {'metaclass': Meta, 'flavor': 'x'} and {'metaclass': Meta})
print(type(Sub).__name__, Sub.made_by, Sub.kw, Sub().greet(), issubclass(Sub, Greeter))
meta, ns, kwds = types.prepare_class('P', (Greeter,), {'metaclass': Meta, 'extra': 1})
print(meta.__name__, ns, kwds)
print(types.prepare_class('Q')[0], types.resolve_bases((int, str)))


class M1(type):
    pass


class M2(type):
    pass


A = types.new_class('A', (), {'metaclass': M1})
B = types.new_class('B', (), {'metaclass': M2})
try:
    types.new_class('C', (A, B))
except TypeError as e:
    print("TypeError:", e)

# ---- expected stdout ----
# <class 'types.Greeter'> Greeter 10 hi from Greeter types
# Meta Meta {} hi from Sub True
# Meta {} {'extra': 1}
# <class 'type'> (<class 'int'>, <class 'str'>)
# TypeError: metaclass conflict: the metaclass of a derived class must be a (non-strict) subclass of the metaclasses of all its bases
