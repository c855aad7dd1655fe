def add_greet(cls):
    cls.greet = lambda self: "hello from " + type(self).__name__
    return cls
@add_greet
class Person:
    pass
print(Person().greet(), type(Person).__name__, type(type).__name__, type(5) is int)

# ---- expected stdout ----
# hello from Person type type True
