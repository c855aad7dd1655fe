from typing import Protocol, runtime_checkable
@runtime_checkable
class Closeable(Protocol):
    def close(self) -> None: ...
class Resource:
    def close(self):
        print("closed")
class Other:
    pass
print(isinstance(Resource(), Closeable), isinstance(Other(), Closeable))
class Drawable(Protocol):
    def draw(self) -> str: ...
class Circle(Drawable):
    def draw(self):
        return "circle"
print(Circle().draw(), Circle.__mro__[1].__name__)
for bad in [lambda: Closeable(), lambda: isinstance(Resource(), Drawable), lambda: runtime_checkable(Other)]:
    try:
        bad()
    except TypeError as e:
        print("TypeError:", e)

# ---- expected stdout ----
# True False
# circle Drawable
# TypeError: Protocols cannot be instantiated
# TypeError: Instance and class checks can only be used with @runtime_checkable protocols
# TypeError: @runtime_checkable can be only applied to protocol classes, got <class '__main__.Other'>
