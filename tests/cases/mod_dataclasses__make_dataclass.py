from dataclasses import make_dataclass, field, fields, asdict

Point = make_dataclass('Point', ['x', ('y', int), ('z', int, field(default=0))])
p = Point(1, 2)
print(Point, p, Point.__doc__, [f.type for f in fields(Point)])
Frozen = make_dataclass('Frozen', [('a', int)], frozen=True, order=True,
                        namespace={'double': lambda self: self.a * 2})
print(Frozen(3).double(), Frozen(1) < Frozen(2), hash(Frozen(1)) == hash((1,)), asdict(Frozen(4)))
Sub = make_dataclass('Sub', [('extra', str, field(default='e'))], bases=(Point,))
print(Sub(1, 2, 3), issubclass(Sub, Point))
for bad in (['a', 'a'], ['class'], ['not valid'], [('a', int, 1, 2)], [42]):
    try:
        make_dataclass('Bad', bad)
    except TypeError as e:
        print("TypeError:", e)

# ---- expected stdout ----
# <class 'types.Point'> Point(x=1, y=2, z=0) Point(x: 'typing.Any', y: int, z: int = 0) ['typing.Any', <class 'int'>, <class 'int'>]
# 6 True True {'a': 4}
# Sub(x=1, y=2, z=3, extra='e') True
# TypeError: Field name duplicated: 'a'
# TypeError: Field names must not be keywords: 'class'
# TypeError: Field names must be valid identifiers: 'not valid'
# TypeError: Invalid field: ('a', <class 'int'>, 1, 2)
# TypeError: object of type 'int' has no len()
