# memory: bytes += bytes is not checked against max_memory: reaches 1 GiB+ with --max-memory 268435456
x = b'a'
for _ in range(40):
    x += x
print(len(x))
