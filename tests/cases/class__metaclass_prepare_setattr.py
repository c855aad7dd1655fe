# __prepare__ seeds the class namespace; a metaclass __setattr__/__delattr__ guards class
# attributes; a plain function works as a metaclass; incompatible metaclasses conflict.
class Prep(type):
    @classmethod
    def __prepare__(mcls, name, bases, **kw):
        print("prepare", name, kw)
        return {'injected': 42}


class Z(metaclass=Prep):
    y = injected + 1


print(Z.injected, Z.y)


class Guard(type):
    def __setattr__(cls, name, value):
        if name.isupper():
            raise AttributeError(f"cannot reassign {name!r}")
        super().__setattr__(name, value)

    def __delattr__(cls, name):
        raise AttributeError(f"cannot delete {name!r}")


class W(metaclass=Guard):
    RO = 1


W.other = 5
print(W.other, W.RO)
try:
    W.RO = 3
except AttributeError as e:
    print(e)
try:
    del W.RO
except AttributeError as e:
    print(e)
print(W.RO)


def factory(name, bases, ns):
    return (name, ns['v'])


class R(metaclass=factory):
    v = 7


print(R)


class M1(type):
    pass


class M2(type):
    pass


class A(metaclass=M1):
    pass


class B(metaclass=M2):
    pass


try:
    class C(A, B):
        pass
except TypeError as e:
    print(e)

# ---- expected stdout ----
# prepare Z {}
# 42 43
# 5 1
# cannot reassign 'RO'
# cannot delete 'RO'
# 1
# ('R', 7)
# metaclass conflict: the metaclass of a derived class must be a (non-strict) subclass of the metaclasses of all its bases
