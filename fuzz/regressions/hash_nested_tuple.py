# stack overflow: hash() of a deeply nested tuple recurses without a depth guard (vm/ops.rs Vm::hash)
x = ()
for _ in range(300000):
    x = (x,)
print(hash(x) == hash(x))
