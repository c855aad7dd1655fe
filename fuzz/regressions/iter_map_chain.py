# stack overflow: next() on a long chain of map/filter/zip/enumerate iterators recurses natively
# (types/iter.rs iter_next -> step_state -> iter_next ...). CPython segfaults on this one too.
g = [1]
for _ in range(300000):
    g = map(abs, g)
print(list(g))
