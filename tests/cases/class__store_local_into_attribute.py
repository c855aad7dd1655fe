# `obj.name = local` with both sides plain locals: instance dicts, properties, __setattr__,
# other objects, errors and unbound locals.
class Plain:
    def __init__(self, x, y):
        self.x = x
        self.y = y
        self.x = y  # the second store replaces the first


class Guarded:
    def __init__(self, v):
        self._v = None
        self.v = v

    @property
    def v(self):
        return self._v

    @v.setter
    def v(self, value):
        if value < 0:
            raise ValueError("negative")
        self._v = value * 10


class Logged:
    def __setattr__(self, name, value):
        print("set", name, value)
        object.__setattr__(self, name, value)

    def fill(self, a):
        self.a = a
        return self


def set_on(obj, value):
    obj.tag = value
    return obj.tag


def unbound(flag, obj):
    if flag:
        value = 1
    obj.value = value
    return obj.value


p = Plain(1, 2)
print(p.x, p.y, p.__dict__)
print(Guarded(4).v)
try:
    Guarded(-1)
except ValueError as exc:
    print("ValueError:", exc)
print(Logged().fill(5).a)


def f():
    pass


print(set_on(f, "fn"), set_on(p, [1]), p.__dict__)
for target in (5, "text", None):
    try:
        set_on(target, 1)
    except AttributeError as exc:
        print("AttributeError:", exc)
print(unbound(True, p))
try:
    unbound(False, p)
except UnboundLocalError as exc:
    print("UnboundLocalError:", exc)

# ---- expected stdout ----
# 2 2 {'x': 2, 'y': 2}
# 40
# ValueError: negative
# set a 5
# 5
# fn [1] {'x': 2, 'y': 2, 'tag': [1]}
# AttributeError: 'int' object has no attribute 'tag'
# AttributeError: 'str' object has no attribute 'tag'
# AttributeError: 'NoneType' object has no attribute 'tag'
# 1
# UnboundLocalError: cannot access local variable 'value' where it is not associated with a value
