# A StopIteration raised while a native iterator computes its next item (map calling
# next(), filter's predicate) ends that iterator, as any __next__ raising it would.
print(list(map(next, [iter([1]), iter([]), iter([3])])))

def roundrobin(*iterables):
    its = [iter(x) for x in iterables]
    yield from map(next, its)
    yield 'done'

print(list(roundrobin('a', '', 'c')))

def first_or_stop(x):
    if x > 2:
        raise StopIteration
    return x % 2

print(list(filter(first_or_stop, [1, 2, 3, 4])))
print(repr(object()).split(' at ')[0])

# ---- expected stdout ----
# [1]
# ['a', 'done']
# [1]
# <object object
