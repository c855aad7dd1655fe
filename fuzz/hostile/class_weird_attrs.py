class C:
    __slots__ = ('a',)
c = C()
try:
    c.b = 1
except AttributeError as e:
    print("AttributeError")
class D:
    x = 1
D.__name__ = 'E'
print(D.__name__, D.__qualname__)
try:
    D.__name__ = 5
except TypeError as e:
    print("TypeError")
try:
    D.__dict__['x'] = 2
except TypeError as e:
    print("TypeError")
o = object()
try:
    o.x = 1
except AttributeError:
    print("AttributeError")
try:
    object.__setattr__(int, 'x', 1)
except TypeError:
    print("TypeError")
try:
    int.x = 1
except TypeError:
    print("TypeError")
try:
    setattr(list, 'append', None)
except TypeError:
    print("TypeError")
