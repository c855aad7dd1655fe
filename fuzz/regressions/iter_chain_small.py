# stack overflow: next() through 1000 nested enumerate/map/filter/zip iterators overflows the 8 MiB
# main-thread stack of the debug CLI (~12 KiB of stack per level: types/iter.rs
# iter_next -> iter_next_with_value -> step_state -> iter_next ...; no depth guard, no stacker).
g = [1]
for _ in range(1000):
    g = enumerate(g)
print(list(g) is not None)
