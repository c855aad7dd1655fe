from typing import NamedTuple, TypedDict, Optional
class Employee(NamedTuple):
    name: str
    id: int = 3
    def badge(self):
        return f"{self.name}#{self.id}"
e = Employee("ann")
print(e, e.badge(), e._fields, e._field_defaults, isinstance(e, tuple), e._replace(id=9), e._asdict())
Pt = NamedTuple("Pt", [("x", int), ("y", int)])
print(Pt(1, 2), Pt(x=3, y=4).y, Pt._fields)
try:
    Employee()
except TypeError as err:
    print("TypeError:", err)
class Movie(TypedDict):
    title: str
    year: int
class Partial(TypedDict, total=False):
    rating: Optional[float]
m = Movie(title="Heat", year=1995)
print(m, type(m).__name__, m["year"], sorted(Movie.__required_keys__), Partial.__optional_keys__, Partial.__total__)
try:
    isinstance(m, Movie)
except TypeError as err:
    print("TypeError:", err)

# ---- expected stdout ----
# Employee(name='ann', id=3) ann#3 ('name', 'id') {'id': 3} True Employee(name='ann', id=9) {'name': 'ann', 'id': 3}
# Pt(x=1, y=2) 4 ('x', 'y')
# TypeError: Employee.__new__() missing 1 required positional argument: 'name'
# {'title': 'Heat', 'year': 1995} dict 1995 ['title', 'year'] frozenset({'rating'}) False
# TypeError: TypedDict does not support instance and class checks
