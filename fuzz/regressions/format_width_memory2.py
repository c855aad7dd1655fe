# memory: format() builds a 1 GB string although max_memory is 256 MiB (run with --max-memory 268435456)
print(len(format(10**100, ',>1000000000')))
