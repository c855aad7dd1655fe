# A metaclass's __new__/__init__ run for each class statement; keywords reach them and
# __init_subclass__; type(cls) is the metaclass and is inherited by subclasses.
class Meta(type):
    def __new__(mcls, name, bases, ns, **kw):
        print("new", mcls.__name__, name, [b.__name__ for b in bases], sorted(k for k in ns if not k.startswith('__')), kw)
        cls = super().__new__(mcls, name, bases, ns)
        cls.tag = name.lower()
        return cls

    def __init__(cls, name, bases, ns, **kw):
        print("init", name)
        super().__init__(name, bases, ns)


class Base(metaclass=Meta, flag=1):
    x = 1

    def __init_subclass__(cls, **kw):
        print("init_subclass", cls.__name__, kw)

    def method(self):
        return "m"


class Child(Base, flag=2):
    y = 2


print(type(Base) is Meta, type(Child) is Meta, Base.__class__, isinstance(Child, Meta), isinstance(Child, type))
print(Base.tag, Child.tag, Child.x, Child().method())
X = Meta('X', (), {'q': 1})
print(X, X.q, X.tag, type(X).__name__)
Y = type('Y', (Base,), {})
print(type(Y).__name__, Y.tag)
class SubMeta(Meta):
    pass
class S(Base, metaclass=SubMeta):
    pass
print(type(S).__name__, Meta.__mro__)

# ---- expected stdout ----
# new Meta Base [] ['method', 'x'] {'flag': 1}
# init Base
# new Meta Child ['Base'] ['y'] {'flag': 2}
# init_subclass Child {}
# init Child
# True True <class '__main__.Meta'> True True
# base child 1 m
# new Meta X [] ['q'] {}
# init X
# <class '__main__.X'> 1 x Meta
# new Meta Y ['Base'] [] {}
# init_subclass Y {}
# init Y
# Meta y
# new SubMeta S ['Base'] [] {}
# init_subclass S {}
# init S
# SubMeta (<class '__main__.Meta'>, <class 'type'>, <class 'object'>)
