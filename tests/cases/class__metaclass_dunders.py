# Special methods defined on a metaclass apply to its classes: iteration, len, subscripts,
# membership, repr, call (with super().__call__), properties and methods found via the metaclass.
class Registry(type):
    def __iter__(cls):
        return iter(cls._items)

    def __len__(cls):
        return len(cls._items)

    def __getitem__(cls, k):
        return cls._items[k]

    def __contains__(cls, x):
        return x in cls._items

    def __repr__(cls):
        return f"<registry {cls.__name__}>"

    def __reversed__(cls):
        return reversed(cls._items)

    def __call__(cls, *args, **kw):
        inst = super().__call__(*args, **kw)
        cls._items.append(inst)
        return inst

    @property
    def count(cls):
        return len(cls._items)

    def describe(cls):
        return "class " + cls.__name__


class Item(metaclass=Registry):
    _items = []

    def __init__(self, v):
        self.v = v

    def __repr__(self):
        return f"Item({self.v})"


a, b = Item(1), Item(2)
print(list(Item), len(Item), Item[0], Item[-1], a in Item, 3 in Item)
print(repr(Item), Item, str(Item), f"{Item}", [Item])
print(Item.count, Item.describe(), bool(Item), list(reversed(Item)))
print([x.v for x in Item])
try:
    Item.nope
except AttributeError as e:
    print(e)

# ---- expected stdout ----
# [Item(1), Item(2)] 2 Item(1) Item(2) True False
# <registry Item> <registry Item> <registry Item> <registry Item> [<registry Item>]
# 2 class Item True [Item(2), Item(1)]
# [1, 2]
# type object 'Item' has no attribute 'nope'
