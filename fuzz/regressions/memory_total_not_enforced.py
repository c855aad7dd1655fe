# memory: max_memory bounds single allocations only (Vm::check_alloc), not what a run holds:
# 2000 live 1 MB strings reach ~2 GB RSS with --max-memory 268435456 (CPython has no limit;
# the sandbox promises one).
x = ['a' * 10**6 + str(i) for i in range(2000)]
print(len(x))
