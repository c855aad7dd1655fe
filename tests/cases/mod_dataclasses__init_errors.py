from dataclasses import dataclass, field


@dataclass
class Item:
    name: str
    price: float
    qty: int = 1
    tags: list = field(default_factory=list)


def attempt(*args, **kwargs):
    try:
        print(Item(*args, **kwargs))
    except TypeError as e:
        print("TypeError:", e)


attempt()
attempt('pen')
attempt('pen', 1.5, 2, ['x'], 'extra')
attempt('pen', 1.5, colour='red')
attempt('pen', 1.5, name='again')
attempt(price=2.0, name='cap')


@dataclass
class Three:
    a: int
    b: int
    c: int


try:
    Three()
except TypeError as e:
    print("TypeError:", e)
try:
    Three(1, 2, 3, 4)
except TypeError as e:
    print("TypeError:", e)


@dataclass
class KwOnly:
    a: int
    b: int = field(kw_only=True)


try:
    KwOnly(1)
except TypeError as e:
    print("TypeError:", e)
try:
    KwOnly(1, 2, b=3)
except TypeError as e:
    print("TypeError:", e)

# ---- expected stdout ----
# TypeError: Item.__init__() missing 2 required positional arguments: 'name' and 'price'
# TypeError: Item.__init__() missing 1 required positional argument: 'price'
# TypeError: Item.__init__() takes from 3 to 5 positional arguments but 6 were given
# TypeError: Item.__init__() got an unexpected keyword argument 'colour'
# TypeError: Item.__init__() got multiple values for argument 'name'
# Item(name='cap', price=2.0, qty=1, tags=[])
# TypeError: Three.__init__() missing 3 required positional arguments: 'a', 'b', and 'c'
# TypeError: Three.__init__() takes 4 positional arguments but 5 were given
# TypeError: KwOnly.__init__() missing 1 required keyword-only argument: 'b'
# TypeError: KwOnly.__init__() takes 2 positional arguments but 3 positional arguments (and 1 keyword-only argument) were given
