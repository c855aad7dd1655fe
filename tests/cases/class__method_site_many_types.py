# One `obj.method()` call site sees receivers of many types in turn: builtin types, a
# subclass overriding the method, an instance whose own dict shadows it, and a class whose
# method is replaced between calls.


class MyList(list):
    def copy(self):
        return "MyList.copy"


class Plain:
    def copy(self):
        return "Plain.copy"


shadowed = Plain()
shadowed.copy = lambda: "instance attribute"


def copies(objs):
    return [obj.copy() for obj in objs]


objs = [[1, 2], {"a": 1}, {3}, bytearray(b"x"), MyList([1]), Plain(), shadowed, [9]]
print(copies(objs))
print(copies(objs))
Plain.copy = lambda self: "replaced"
print(copies(objs))


def lengths(objs):
    out = []
    for o in objs:
        out.append(o.__len__())
    return out


print(lengths(["abc", [1], {}, (1, 2, 3), range(4), b"zz"]))

# Single-character strings are shared, as in CPython.
text = "hello"
first, h = text[0], chr(104)
print([ch for ch in text], first is h, "".join(chr(c) for c in range(97, 100)))
s = "a"
s += "b"
print(s, "a")

# ---- expected stdout ----
# [[1, 2], {'a': 1}, {3}, bytearray(b'x'), 'MyList.copy', 'Plain.copy', 'instance attribute', [9]]
# [[1, 2], {'a': 1}, {3}, bytearray(b'x'), 'MyList.copy', 'Plain.copy', 'instance attribute', [9]]
# [[1, 2], {'a': 1}, {3}, bytearray(b'x'), 'MyList.copy', 'replaced', 'instance attribute', [9]]
# [3, 1, 0, 3, 4, 2]
# ['h', 'e', 'l', 'l', 'o'] True abc
# ab a
