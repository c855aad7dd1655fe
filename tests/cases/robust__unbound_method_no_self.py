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

# ---- expected stdout ----
# 0 TypeError
# 1 TypeError
# 2 TypeError
# 3 TypeError
# 4 TypeError
# 5 TypeError
# 6 TypeError
# 7 TypeError
# 8 TypeError
# 9 TypeError
# 10 TypeError
# 11 TypeError
# 12 TypeError
# 13 TypeError
# 14 TypeError
# 15 TypeError
# 16 TypeError
# 17 TypeError
# 18 TypeError
# 19 TypeError
# 20 TypeError
# 21 TypeError
# 22 TypeError
# 23 TypeError
# 24 TypeError
# 25 TypeError
# 26 TypeError
# 27 TypeError
# 28 TypeError
# 29 TypeError
# 30 TypeError
# 31 TypeError
# 32 TypeError
# 33 TypeError
# 34 TypeError
# 35 TypeError
# 36 TypeError
# 37 TypeError
# 38 TypeError
# 39 TypeError
# 40 TypeError
# 41 TypeError
# 42 TypeError
# 43 TypeError
