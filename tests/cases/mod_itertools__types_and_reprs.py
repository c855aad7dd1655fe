import itertools

objs = [itertools.chain(), itertools.islice("a", 1), itertools.cycle(""), itertools.accumulate([]),
        itertools.compress("", ""), itertools.dropwhile(None, ""), itertools.takewhile(None, ""),
        itertools.filterfalse(None, ""), itertools.groupby(""), itertools.pairwise(""), itertools.starmap(None, ""),
        itertools.zip_longest(), itertools.product(), itertools.permutations(""), itertools.combinations("", 1),
        itertools.combinations_with_replacement("", 1), itertools.count(), itertools.repeat(1)]
for o in objs:
    print(type(o), iter(o) is o)
print(itertools.count(5), itertools.count(5, 2), itertools.count(2.5), itertools.repeat("a"), itertools.repeat("a", 3))
print(hasattr(itertools, "pairwise"), itertools.islice.__name__)

# ---- expected stdout ----
# <class 'itertools.chain'> True
# <class 'itertools.islice'> True
# <class 'itertools.cycle'> True
# <class 'itertools.accumulate'> True
# <class 'itertools.compress'> True
# <class 'itertools.dropwhile'> True
# <class 'itertools.takewhile'> True
# <class 'itertools.filterfalse'> True
# <class 'itertools.groupby'> True
# <class 'itertools.pairwise'> True
# <class 'itertools.starmap'> True
# <class 'itertools.zip_longest'> True
# <class 'itertools.product'> True
# <class 'itertools.permutations'> True
# <class 'itertools.combinations'> True
# <class 'itertools.combinations_with_replacement'> True
# <class 'itertools.count'> True
# <class 'itertools.repeat'> True
# count(5) count(5, 2) count(2.5) repeat('a') repeat('a', 3)
# True islice
