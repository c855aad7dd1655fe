# memory: reference cycles are never freed (Rc, no cycle collector). Each call leaves a cycle
# inner -> closure cell -> inner holding 1 MB, so this holds ~2 GB at the end although nothing is
# reachable (CPython's gc frees each one: ~1 MB peak). Run with --max-memory 268435456: max_memory
# is only checked per allocation, so nothing stops it.
def outer(i):
    big = 'a' * 10**6 + str(i)
    def inner():
        return inner, big
    return len(big)
total = 0
for i in range(2000):
    total += outer(i)
print(total)
