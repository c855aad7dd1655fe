square = lambda x: x * x
add = lambda a, b=10: a + b
print(square(5), add(1), add(1, 2), (lambda: "no args")(), (lambda *a, **k: (a, k))(1, z=2))
print(sorted([(1, "b"), (2, "a")], key=lambda p: p[1]))
print(square.__name__)

# ---- expected stdout ----
# 25 11 3 no args ((1,), {'z': 2})
# [(2, 'a'), (1, 'b')]
# <lambda>
