# memory / hang: printf-style '*' width is not checked against max_memory before padding
# (format/percent.rs pad). Debug CLI: 87 s and 4.2 GB RSS before a MemoryError, with
# --max-memory 67108864. A literal width ('%2147483647d') is refused at once.
print(len('%*d' % (2**31 - 1, 1)))
