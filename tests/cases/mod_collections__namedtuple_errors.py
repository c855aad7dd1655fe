from collections import namedtuple
P = namedtuple("P", "x y")
tests = [lambda: P(1), lambda: P(1, 2, 3), lambda: P(1, y=2, z=3), lambda: P(1, x=2),
         lambda: P._make([1]), lambda: P(1, 2)._replace(z=5), lambda: namedtuple("A", "x x"),
         lambda: namedtuple("A", "_x"), lambda: namedtuple("A", "class"), lambda: namedtuple("1A", "x"),
         lambda: namedtuple("A", "x y", defaults=[1, 2, 3]), lambda: P()]
for t in tests:
    try:
        t()
    except (TypeError, ValueError) as e:
        print(type(e).__name__ + ":", e)
p = P(1, 2)
try:
    p.x = 5
except AttributeError as e:
    print("AttributeError:", e)

# ---- expected stdout ----
# TypeError: P.__new__() missing 1 required positional argument: 'y'
# TypeError: P.__new__() takes 3 positional arguments but 4 were given
# TypeError: P.__new__() got an unexpected keyword argument 'z'
# TypeError: P.__new__() got multiple values for argument 'x'
# TypeError: Expected 2 arguments, got 1
# ValueError: Got unexpected field names: ['z']
# ValueError: Encountered duplicate field name: 'x'
# ValueError: Field names cannot start with an underscore: '_x'
# ValueError: Type names and field names cannot be a keyword: 'class'
# ValueError: Type names and field names must be valid identifiers: '1A'
# TypeError: Got more default values than field names
# TypeError: P.__new__() missing 2 required positional arguments: 'x' and 'y'
# AttributeError: can't set attribute
