import functools

print(functools.reduce(lambda a, b: a + b, [1, 2, 3, 4]))
print(functools.reduce(lambda a, b: a * b, range(1, 11), 1))
print(functools.reduce(lambda acc, s: acc + s.upper(), "abc", ">"))
print(functools.reduce(max, [3, 9, 2]), functools.reduce(lambda a, b: a, [7]), functools.reduce(lambda a, b: a, [], "init"))
print(functools.reduce(lambda d, kv: {**d, kv[0]: kv[1]}, [("a", 1), ("b", 2)], {}))
for args in [(max, []), (max, 5), (max,)]:
    try:
        functools.reduce(*args)
    except TypeError as e:
        print(e)

# ---- expected stdout ----
# 10
# 3628800
# >ABC
# 9 7 init
# {'a': 1, 'b': 2}
# reduce() of empty iterable with no initial value
# reduce() arg 2 must support iteration
# reduce expected at least 2 arguments, got 1
