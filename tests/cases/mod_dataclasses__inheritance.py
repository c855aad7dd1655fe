from dataclasses import dataclass, field, fields


@dataclass
class Base:
    x: int
    y: int = 1
    tags: list = field(default_factory=list)

    def total(self):
        return self.x + self.y


@dataclass
class Child(Base):
    z: int = 5
    y: int = 10


c = Child(1)
print(c, c.total(), [f.name for f in fields(c)], Child.__match_args__)
print(isinstance(c, Base), Child(1) == Child(1), Child(1) == Base(1, 10))


class Plain(Base):
    def extra(self):
        return 'plain'


p = Plain(7)
print(p, p.extra(), fields(Plain) == fields(Base))


@dataclass
class GrandChild(Child):
    w: str = 'w'

    def total(self):
        return super().total() * 100


print(GrandChild(2, w='q'), GrandChild(2).total())
try:
    @dataclass
    class BadChild(Base):
        late: int
except TypeError as e:
    print("TypeError:", e)

# ---- expected stdout ----
# Child(x=1, y=10, tags=[], z=5) 11 ['x', 'y', 'tags', 'z'] ('x', 'y', 'tags', 'z')
# True True False
# Plain(x=7, y=1, tags=[]) plain True
# GrandChild(x=2, y=10, tags=[], z=5, w='q') 1200
# TypeError: non-default argument 'late' follows default argument
