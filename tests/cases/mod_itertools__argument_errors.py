# Argument errors of natives bound through Signature, with CPython's wording.
import itertools as it

calls = [
    lambda: it.accumulate(1, 2, 3, 4),
    lambda: it.accumulate(1, 2, 3),
    lambda: it.accumulate(),
    lambda: list(it.accumulate([1, 2], initial=5)),
    lambda: it.count(1, 2, 3),
    lambda: it.count(x=1),
    lambda: next(it.count(step=2, start=3)),
    lambda: it.repeat(),
    lambda: it.repeat(1, times=2, object=3),
    lambda: list(it.repeat(object=1, times=2)),
    lambda: it.compress(1),
    lambda: it.compress([1], [1], selectors=2),
    lambda: it.permutations(),
    lambda: it.permutations([1], r=1, x=2),
    lambda: it.combinations([1]),
    lambda: it.combinations_with_replacement([1], r=1, x=2),
    lambda: it.combinations_with_replacement(),
    lambda: it.groupby(),
    lambda: it.groupby([], key=None, x=1),
    lambda: it.dropwhile(1),
    lambda: it.takewhile(1, 2, 3),
    lambda: it.cycle(),
    lambda: it.cycle(iterable=[1]),
    lambda: it.pairwise(x=1),
    lambda: it.pairwise([], []),
    lambda: it.islice(1),
    lambda: it.islice([], 1, 2, 3, 4),
    lambda: it.islice([], stop=1),
    lambda: list(it.islice(range(10), 2, 8, 3)),
    lambda: it.filterfalse(),
    lambda: it.starmap(1),
    lambda: it.chain.from_iterable(),
    lambda: it.chain.from_iterable(x=1),
    lambda: it.tee(),
    lambda: it.tee([], 2, 3),
    lambda: it.tee([], n=2),
    lambda: it.tee(iterable=[]),
    lambda: print(len(it.tee([1], 3))),
    lambda: it.count().__next__(1),
    lambda: it.count().__next__(x=1),
    lambda: type(it.count()).__next__(),
    lambda: it.repeat(1).__next__(1),
    lambda: type(it.repeat(1)).__next__(),
    lambda: it.repeat(1, 2).__length_hint__(1),
    lambda: it.repeat(1, 2).__length_hint__(x=1),
    lambda: type(it.repeat(1)).__length_hint__(),
    lambda: print(list(zip(it.count(5, 2), it.repeat("x", 3))), it.repeat(1, 4).__length_hint__()),
]
for call in calls:
    try:
        call()
        print("ok")
    except TypeError as e:
        print("TypeError:", e)

# ---- expected stdout ----
# TypeError: accumulate() takes at most 3 arguments (4 given)
# TypeError: accumulate() takes at most 2 positional arguments (3 given)
# TypeError: accumulate() missing required argument 'iterable' (pos 1)
# ok
# TypeError: count() takes at most 2 arguments (3 given)
# TypeError: 'x' is an invalid keyword argument for count()
# ok
# TypeError: repeat() missing required argument 'object' (pos 1)
# TypeError: repeat() takes at most 2 arguments (3 given)
# ok
# TypeError: compress() missing required argument 'selectors' (pos 2)
# TypeError: compress() takes at most 2 arguments (3 given)
# TypeError: permutations() missing required argument 'iterable' (pos 1)
# TypeError: permutations() takes at most 2 arguments (3 given)
# TypeError: combinations() missing required argument 'r' (pos 2)
# TypeError: combinations_with_replacement() takes at most 2 arguments (3 given)
# TypeError: combinations_with_replacement() missing required argument 'iterable' (pos 1)
# TypeError: groupby() missing required argument 'iterable' (pos 1)
# TypeError: groupby() takes at most 2 arguments (3 given)
# TypeError: dropwhile expected 2 arguments, got 1
# TypeError: takewhile expected 2 arguments, got 3
# TypeError: cycle expected 1 argument, got 0
# TypeError: cycle() takes no keyword arguments
# TypeError: pairwise() takes no keyword arguments
# TypeError: pairwise expected 1 argument, got 2
# TypeError: islice expected at least 2 arguments, got 1
# TypeError: islice expected at most 4 arguments, got 5
# TypeError: islice() takes no keyword arguments
# ok
# TypeError: filterfalse expected 2 arguments, got 0
# TypeError: starmap expected 2 arguments, got 1
# TypeError: chain.from_iterable() takes exactly one argument (0 given)
# TypeError: chain.from_iterable() takes no keyword arguments
# TypeError: tee expected at least 1 argument, got 0
# TypeError: tee expected at most 2 arguments, got 3
# TypeError: itertools.tee() takes no keyword arguments
# TypeError: itertools.tee() takes no keyword arguments
# 3
# ok
# TypeError: expected 0 arguments, got 1
# TypeError: wrapper __next__() takes no keyword arguments
# TypeError: descriptor '__next__' of 'itertools.count' object needs an argument
# TypeError: expected 0 arguments, got 1
# TypeError: descriptor '__next__' of 'itertools.repeat' object needs an argument
# TypeError: repeat.__length_hint__() takes no arguments (1 given)
# TypeError: repeat.__length_hint__() takes no keyword arguments
# TypeError: unbound method repeat.__length_hint__() needs an argument
# [(5, 'x'), (7, 'x'), (9, 'x')] 4
# ok
