# Argument-count and keyword errors of int's, bool's, float's and complex's methods and
# constructors, in CPython's wordings.
calls = [
    (1, "bit_length", (1,), {}), (1, "bit_count", (), {"x": 1}), (1, "conjugate", (1,), {}),
    (1, "__index__", (1,), {}), (1, "__int__", (), {"x": 1}), (1, "__float__", (1,), {}), (1, "__abs__", (1,), {}),
    (1, "as_integer_ratio", (1,), {}), (1, "__format__", (), {}), (1, "__format__", (1,), {}),
    (1, "to_bytes", (1, "big", True), {}), (1, "to_bytes", (), {"x": 1}), (1, "to_bytes", (1,), {"length": 1}),
    (1.5, "is_integer", (1,), {}), (1.5, "as_integer_ratio", (), {"x": 1}), (1.5, "hex", (1,), {}),
    (1.5, "conjugate", (1,), {}), (1.5, "__int__", (1,), {}), (1.5, "__float__", (1,), {}), (1.5, "__trunc__", (1,), {}),
    (1.5, "__format__", (), {}), (1.5, "__format__", (1,), {}), (1.5, "__format__", (), {"format_spec": ""}),
    (1j, "conjugate", (1,), {}), (1j, "conjugate", (), {"x": 1}),
]
for obj, name, args, kwargs in calls:
    try:
        print(type(obj).__name__, name, repr(getattr(obj, name)(*args, **kwargs)))
    except TypeError as e:
        print(type(obj).__name__, name, "TypeError:", e)
for f in [lambda: int(1, 2, 3), lambda: int(x=1), lambda: int("1", 2, base=3), lambda: int(base=2),
          lambda: int.from_bytes(), lambda: int.from_bytes(b"", "big", True), lambda: int.from_bytes(b"", x=1),
          lambda: int.from_bytes(byteorder="big"), lambda: bool(1, 2), lambda: bool(x=1), lambda: float(1, 2),
          lambda: float(x=1), lambda: float.fromhex(), lambda: float.fromhex(x=1), lambda: float.fromhex(1),
          lambda: complex(1, 2, 3), lambda: complex(x=1), lambda: complex(1, real=2)]:
    try:
        print(repr(f()))
    except TypeError as e:
        print("TypeError:", e)
print(int("11", base=2), (5).to_bytes(2, byteorder="little", signed=True), int.from_bytes(bytes=b"\x01\x00", byteorder="little"))
print(complex(real=1, imag=2), complex(imag=2), float.fromhex("0x1p3"))

# ---- expected stdout ----
# int bit_length TypeError: int.bit_length() takes no arguments (1 given)
# int bit_count TypeError: int.bit_count() takes no keyword arguments
# int conjugate TypeError: int.conjugate() takes no arguments (1 given)
# int __index__ TypeError: expected 0 arguments, got 1
# int __int__ TypeError: wrapper __int__() takes no keyword arguments
# int __float__ TypeError: expected 0 arguments, got 1
# int __abs__ TypeError: expected 0 arguments, got 1
# int as_integer_ratio TypeError: int.as_integer_ratio() takes no arguments (1 given)
# int __format__ TypeError: int.__format__() takes exactly one argument (0 given)
# int __format__ TypeError: __format__() argument must be str, not int
# int to_bytes TypeError: to_bytes() takes at most 2 positional arguments (3 given)
# int to_bytes TypeError: 'x' is an invalid keyword argument for to_bytes()
# int to_bytes TypeError: argument for to_bytes() given by name ('length') and position (1)
# float is_integer TypeError: float.is_integer() takes no arguments (1 given)
# float as_integer_ratio TypeError: float.as_integer_ratio() takes no keyword arguments
# float hex TypeError: float.hex() takes no arguments (1 given)
# float conjugate TypeError: float.conjugate() takes no arguments (1 given)
# float __int__ TypeError: expected 0 arguments, got 1
# float __float__ TypeError: expected 0 arguments, got 1
# float __trunc__ TypeError: float.__trunc__() takes no arguments (1 given)
# float __format__ TypeError: float.__format__() takes exactly one argument (0 given)
# float __format__ TypeError: __format__() argument must be str, not int
# float __format__ TypeError: float.__format__() takes no keyword arguments
# complex conjugate TypeError: complex.conjugate() takes no arguments (1 given)
# complex conjugate TypeError: complex.conjugate() takes no keyword arguments
# TypeError: int() takes at most 2 arguments (3 given)
# TypeError: 'x' is an invalid keyword argument for int()
# TypeError: int() takes at most 2 arguments (3 given)
# TypeError: int() missing string argument
# TypeError: from_bytes() missing required argument 'bytes' (pos 1)
# TypeError: from_bytes() takes at most 2 positional arguments (3 given)
# TypeError: 'x' is an invalid keyword argument for from_bytes()
# TypeError: from_bytes() missing required argument 'bytes' (pos 1)
# TypeError: bool expected at most 1 argument, got 2
# TypeError: bool() takes no keyword arguments
# TypeError: float expected at most 1 argument, got 2
# TypeError: float() takes no keyword arguments
# TypeError: float.fromhex() takes exactly one argument (0 given)
# TypeError: float.fromhex() takes no keyword arguments
# TypeError: bad argument type for built-in operation
# TypeError: complex() takes at most 2 arguments (3 given)
# TypeError: 'x' is an invalid keyword argument for complex()
# TypeError: argument for complex() given by name ('real') and position (1)
# 3 b'\x05\x00' 1
# (1+2j) 2j 8.0
