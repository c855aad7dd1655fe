import operator

data = [1, 2, 3]
print(operator.getitem(data, 1), operator.getitem("hello", slice(1, 4)), operator.getitem({"k": 9}, "k"))
operator.setitem(data, 0, 10)
operator.delitem(data, 2)
print(data)
print(operator.contains("hello", "ell"), operator.contains([1, 2], 3))
print(operator.concat([1], [2]), operator.concat("a", "b"), operator.concat((1,), (2,)))
print(operator.countOf([1, 2, 1, 1], 1), operator.indexOf("abc", "c"))
print(operator.length_hint([1, 2, 3]), operator.length_hint(iter(range(10))), operator.length_hint(5, 7))
it = iter([1, 2, 3])
next(it)
print(operator.length_hint(it))
for f, args in [(operator.concat, (1, 2)), (operator.concat, ([1], (2,))), (operator.indexOf, ([1], 5)), (operator.getitem, ([1], 5))]:
    try:
        f(*args)
    except (TypeError, ValueError, IndexError) as e:
        print(type(e).__name__, e)

# ---- expected stdout ----
# 2 ell 9
# [10, 2]
# True False
# [1, 2] ab (1, 2)
# 3 2
# 3 10 7
# 2
# TypeError 'int' object can't be concatenated
# TypeError can only concatenate list (not "tuple") to list
# ValueError sequence.index(x): x not in sequence
# IndexError list index out of range
