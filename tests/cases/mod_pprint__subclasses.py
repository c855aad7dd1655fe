import pprint
class MyDict(dict):
    pass
class MyList(list):
    def __repr__(self):
        return "MyList(...)"
class Point:
    def __init__(self, x, y):
        self.x, self.y = x, y
    def __repr__(self):
        return f"Point({self.x}, {self.y})"
pprint.pprint(MyDict({"key%d" % i: i for i in range(8)}), width=30)
pprint.pprint([MyList([1] * 40), Point(1, 2)] * 3, width=30)
print(pprint.isreadable(Point(1, 2)), pprint.saferepr([Point(3, 4)]))
class Upper(pprint.PrettyPrinter):
    def format(self, object, context, maxlevels, level):
        if isinstance(object, str):
            return repr(object.upper()), True, False
        return super().format(object, context, maxlevels, level)
print(Upper(width=20).pformat({"a": ["x", "y"], "b": "zz"}))

# ---- expected stdout ----
# {'key0': 0,
#  'key1': 1,
#  'key2': 2,
#  'key3': 3,
#  'key4': 4,
#  'key5': 5,
#  'key6': 6,
#  'key7': 7}
# [MyList(...),
#  Point(1, 2),
#  MyList(...),
#  Point(1, 2),
#  MyList(...),
#  Point(1, 2)]
# True [Point(3, 4)]
# {'A': ['X', 'Y'],
#  'B': 'ZZ'}
