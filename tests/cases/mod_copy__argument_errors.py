# copy.copy and string.capwords give CPython's wording for wrong arguments.
import copy
import string


def show(f, *args, **kwargs):
    try:
        print(f(*args, **kwargs))
    except TypeError as e:
        print(type(e).__name__, e)


show(copy.copy)
show(copy.copy, 1, 2)
show(copy.copy, y=1)
show(copy.copy, x=[1])
show(string.capwords)
show(string.capwords, "a b", " ", 3)
show(string.capwords, "a b", foo=1)
show(string.capwords, s="ab cd")
show(string.capwords, "ab-cd", sep="-")
show(string.capwords, "ab", s="x")

# ---- expected stdout ----
# TypeError copy() missing 1 required positional argument: 'x'
# TypeError copy() takes 1 positional argument but 2 were given
# TypeError copy() got an unexpected keyword argument 'y'
# [1]
# TypeError capwords() missing 1 required positional argument: 's'
# TypeError capwords() takes from 1 to 2 positional arguments but 3 were given
# TypeError capwords() got an unexpected keyword argument 'foo'
# Ab Cd
# Ab-Cd
# TypeError capwords() got multiple values for argument 's'
