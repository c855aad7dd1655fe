# Builtin methods called unbound without their self argument raise TypeError.
calls = [
    lambda: list.clear(), lambda: list.copy(), lambda: list.pop(), lambda: list.sort(),
    lambda: list.reverse(), lambda: list.__len__(), lambda: list.__iter__(), lambda: list.__init__(),
    lambda: dict.keys(), lambda: dict.items(), lambda: dict.values(), lambda: dict.popitem(),
    lambda: dict.update(), lambda: dict.clear(), lambda: dict.copy(), lambda: dict.__len__(),
    lambda: dict.__iter__(), lambda: dict.__init__(),
    lambda: set.pop(), lambda: set.clear(), lambda: set.copy(), lambda: set.update(),
    lambda: set.union(), lambda: set.intersection(), lambda: set.difference(),
    lambda: set.intersection_update(), lambda: set.difference_update(), lambda: set.__len__(),
    lambda: set.__init__(), lambda: frozenset.copy(), lambda: frozenset.union(),
    lambda: str.upper(), lambda: str.lower(), lambda: str.split(), lambda: str.strip(),
    lambda: str.splitlines(), lambda: str.isdigit(), lambda: str.expandtabs(), lambda: str.encode(),
    lambda: str.__len__(), lambda: str.__hash__(), lambda: tuple.__len__(),
    lambda: int.to_bytes(), lambda: bool.to_bytes(),
]
for i, call in enumerate(calls):
    try:
        call()
        print(i, "no error")
    except TypeError:
        print(i, "TypeError")
