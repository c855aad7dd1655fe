# Argument errors of dict's methods, in CPython's wording (positional-only methods,
# METH_O and METH_NOARGS ones, and the slot wrappers such as __setitem__).
d = {"a": 1}
calls = [
    lambda: d.get(), lambda: d.get(1, 2, 3), lambda: d.get("a", default=2), lambda: dict.get(),
    lambda: d.setdefault(), lambda: d.setdefault(1, 2, 3), lambda: d.setdefault(key=1),
    lambda: d.pop(), lambda: d.pop(1, 2, 3), lambda: d.pop("x", default=1),
    lambda: d.popitem(1), lambda: d.keys(1), lambda: d.values(x=1), lambda: d.items(1, 2), lambda: dict.items(),
    lambda: d.update({}, {}), lambda: dict.update(),
    lambda: d.clear(1), lambda: d.copy(x=1),
    lambda: dict.fromkeys(), lambda: dict.fromkeys(1, 2, 3), lambda: dict.fromkeys([1], value=2),
    lambda: d.__getitem__(), lambda: d.__getitem__(1, 2), lambda: d.__getitem__(key=1),
    lambda: d.__setitem__(1), lambda: d.__setitem__(1, 2, 3), lambda: d.__setitem__(1, value=2),
    lambda: d.__delitem__(), lambda: d.__delitem__(1, 2),
    lambda: d.__contains__(), lambda: d.__contains__(1, 2), lambda: d.__len__(1), lambda: d.__len__(x=1),
    lambda: d.__iter__(1),
    lambda: d.__init__({}, {}), lambda: dict({}, {}), lambda: dict.__new__(),
    lambda: d.keys().isdisjoint(), lambda: d.items().isdisjoint(1, 2), lambda: d.keys().isdisjoint(other=1),
]
for call in calls:
    try:
        print(repr(call()))
    except (TypeError, KeyError) as e:
        print(type(e).__name__ + ":", e)
d.update({"b": 2}, c=3)
e = dict([("x", 1)], y=2)
print(d, e, d.get("z", 0), d.setdefault("q"), d.pop("q", None), dict.fromkeys("ab", 0))
print(d.keys().isdisjoint(["z"]), d.items().isdisjoint([("a", 1)]), d.__getitem__("a"), d.__contains__("b"))

# ---- expected stdout ----
# TypeError: get expected at least 1 argument, got 0
# TypeError: get expected at most 2 arguments, got 3
# TypeError: dict.get() takes no keyword arguments
# TypeError: unbound method dict.get() needs an argument
# TypeError: setdefault expected at least 1 argument, got 0
# TypeError: setdefault expected at most 2 arguments, got 3
# TypeError: dict.setdefault() takes no keyword arguments
# TypeError: pop expected at least 1 argument, got 0
# TypeError: pop expected at most 2 arguments, got 3
# TypeError: dict.pop() takes no keyword arguments
# TypeError: dict.popitem() takes no arguments (1 given)
# TypeError: dict.keys() takes no arguments (1 given)
# TypeError: dict.values() takes no keyword arguments
# TypeError: dict.items() takes no arguments (2 given)
# TypeError: unbound method dict.items() needs an argument
# TypeError: update expected at most 1 argument, got 2
# TypeError: unbound method dict.update() needs an argument
# TypeError: dict.clear() takes no arguments (1 given)
# TypeError: dict.copy() takes no keyword arguments
# TypeError: fromkeys expected at least 1 argument, got 0
# TypeError: fromkeys expected at most 2 arguments, got 3
# TypeError: dict.fromkeys() takes no keyword arguments
# TypeError: dict.__getitem__() takes exactly one argument (0 given)
# TypeError: dict.__getitem__() takes exactly one argument (2 given)
# TypeError: dict.__getitem__() takes no keyword arguments
# TypeError:  expected 2 arguments, got 1
# TypeError:  expected 2 arguments, got 3
# TypeError: wrapper __setitem__() takes no keyword arguments
# TypeError: expected 1 argument, got 0
# TypeError: expected 1 argument, got 2
# TypeError: dict.__contains__() takes exactly one argument (0 given)
# TypeError: dict.__contains__() takes exactly one argument (2 given)
# TypeError: expected 0 arguments, got 1
# TypeError: wrapper __len__() takes no keyword arguments
# TypeError: expected 0 arguments, got 1
# TypeError: dict expected at most 1 argument, got 2
# TypeError: dict expected at most 1 argument, got 2
# TypeError: dict.__new__(): not enough arguments
# TypeError: dict_keys.isdisjoint() takes exactly one argument (0 given)
# TypeError: dict_items.isdisjoint() takes exactly one argument (2 given)
# TypeError: dict_keys.isdisjoint() takes no keyword arguments
# {'a': 1, 'b': 2, 'c': 3} {'x': 1, 'y': 2} 0 None None {'a': 0, 'b': 0}
# True False 1 True
