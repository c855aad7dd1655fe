# The four families of CPython's argument errors, as natives bound through one
# Signature give them (crates/sandpy-engine/src/builtins/signature.rs).
calls = [
    lambda: "a".split(1, 2, 3),
    lambda: "a".split(1, sep=2),
    lambda: "a".split(foo=1),
    lambda: "a".rsplit(None, 1, maxsplit=2),
    lambda: "a".replace(),
    lambda: "a".replace("a"),
    lambda: "a".replace("a", "b", 1, 2),
    lambda: "a".replace("a", new="b"),
    lambda: "a".join(),
    lambda: "a".join([], []),
    lambda: "a".join(iterable=[]),
    lambda: str.join(),
]
for call in calls:
    try:
        print(repr(call()))
    except TypeError as e:
        print("TypeError:", e)
print("a,b".split(maxsplit=0, sep=","), "a,b,c".rsplit(",", maxsplit=1), "x".join("abc"), "aaa".replace("a", "b", 2))

# ---- expected stdout ----
# TypeError: split() takes at most 2 arguments (3 given)
# TypeError: argument for split() given by name ('sep') and position (1)
# TypeError: 'foo' is an invalid keyword argument for split()
# TypeError: rsplit() takes at most 2 arguments (3 given)
# TypeError: replace expected at least 2 arguments, got 0
# TypeError: replace expected at least 2 arguments, got 1
# TypeError: replace expected at most 3 arguments, got 4
# TypeError: str.replace() takes no keyword arguments
# TypeError: str.join() takes exactly one argument (0 given)
# TypeError: str.join() takes exactly one argument (2 given)
# TypeError: str.join() takes no keyword arguments
# TypeError: unbound method str.join() needs an argument
# ['a,b'] ['a,b', 'c'] axbxc bba
