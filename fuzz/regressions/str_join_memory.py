# memory: str.join builds ~2 GB before raising MemoryError (run with --max-memory 268435456)
print(len('x'.join(['ab' * 10**7] * 100)))
