# hang / memory: a format width is not checked against max_memory; the 10 GB padding is built
# character by character (run with --max-memory 268435456).
print(len(f'{1:{10**10}}'))
