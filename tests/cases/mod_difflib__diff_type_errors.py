import difflib

cases = [
    lambda: difflib.unified_diff([1], ["a"]),
    lambda: difflib.unified_diff(["a"], [b"x"]),
    lambda: difflib.unified_diff(["a"], ["b"], fromfile=b"x"),
    lambda: difflib.context_diff(["a"], ["b"], lineterm=None),
    lambda: difflib.restore(["- a"], 3),
]
for make in cases:
    gen = make()
    try:
        next(gen)
    except (TypeError, ValueError) as e:
        print(type(e).__name__, e)
try:
    list(difflib.unified_diff([], [], fromfile=b"x"))
except TypeError as e:
    print("empty inputs still check:", e)
try:
    difflib.SequenceMatcher(None, "abc", [[1]])
except TypeError as e:
    print("TypeError", e)
try:
    difflib.SequenceMatcher(None, "abc", 5)
except TypeError as e:
    print("TypeError", e)
difflib.SequenceMatcher(None, 5, "abc").ratio()

# ---- expected stdout ----
# TypeError lines to compare must be str, not int (1)
# TypeError lines to compare must be str, not bytes (b'x')
# TypeError all arguments must be str, not: b'x'
# TypeError all arguments must be str, not: None
# ValueError unknown delta choice (must be 1 or 2): 3
# empty inputs still check: all arguments must be str, not: b'x'
# TypeError unhashable type: 'list'
# TypeError 'int' object is not iterable
# ---- expected exception ----
# TypeError: object of type 'int' has no len()
