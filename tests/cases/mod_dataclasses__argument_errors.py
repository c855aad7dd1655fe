# dataclasses' functions and a generated __init__ give CPython's wording for wrong
# arguments (written in Python in CPython).
import dataclasses


def show(f, *args, **kwargs):
    try:
        print(f(*args, **kwargs))
    except TypeError as e:
        print(type(e).__name__, e)


@dataclasses.dataclass
class P:
    x: int
    y: int = 0


show(dataclasses.fields)
show(dataclasses.asdict)
show(dataclasses.astuple, P(1), 2, 3)
show(dataclasses.replace)
show(dataclasses.replace, P(1), z=1)
show(dataclasses.is_dataclass)
show(dataclasses.field, 1)
show(dataclasses.make_dataclass)
show(dataclasses.dataclass, P, 1)
show(P)
show(P, 1, 2, 3)
show(P, 1, x=2)
show(P, 1, z=2)

# ---- expected stdout ----
# TypeError fields() missing 1 required positional argument: 'class_or_instance'
# TypeError asdict() missing 1 required positional argument: 'obj'
# TypeError astuple() takes 1 positional argument but 3 were given
# TypeError replace() missing 1 required positional argument: 'obj'
# TypeError P.__init__() got an unexpected keyword argument 'z'
# TypeError is_dataclass() missing 1 required positional argument: 'obj'
# TypeError field() takes 0 positional arguments but 1 was given
# TypeError make_dataclass() missing 2 required positional arguments: 'cls_name' and 'fields'
# TypeError dataclass() takes from 0 to 1 positional arguments but 2 were given
# TypeError P.__init__() missing 1 required positional argument: 'x'
# TypeError P.__init__() takes from 2 to 3 positional arguments but 4 were given
# TypeError P.__init__() got multiple values for argument 'x'
# TypeError P.__init__() got an unexpected keyword argument 'z'
