# stack overflow: next() through nested itertools.chain / islice objects recurses natively
# (modules/itertools/mod.rs next -> types/iter.rs step_state -> iter_next ...). CPython prints [1].
import itertools
g = [1]
for _ in range(100000):
    g = itertools.chain(g)
print(list(g))
