import stat

for name in ["S_IFMT", "S_IFDIR", "S_IFCHR", "S_IFBLK", "S_IFREG", "S_IFIFO", "S_IFLNK",
             "S_IFSOCK", "S_IFDOOR", "S_IFPORT", "S_IFWHT"]:
    v = getattr(stat, name)
    if isinstance(v, int):
        print(name, v, oct(v))
    else:
        print(name, "is a function:", callable(v))
types = [stat.S_IFDIR, stat.S_IFCHR, stat.S_IFBLK, stat.S_IFREG, stat.S_IFIFO, stat.S_IFLNK, stat.S_IFSOCK]
print(sorted(types))
print(all(t & 0o170000 == t for t in types))

# ---- expected stdout ----
# S_IFMT is a function: True
# S_IFDIR 16384 0o40000
# S_IFCHR 8192 0o20000
# S_IFBLK 24576 0o60000
# S_IFREG 32768 0o100000
# S_IFIFO 4096 0o10000
# S_IFLNK 40960 0o120000
# S_IFSOCK 49152 0o140000
# S_IFDOOR 0 0o0
# S_IFPORT 0 0o0
# S_IFWHT 0 0o0
# [4096, 8192, 16384, 24576, 32768, 40960, 49152]
# True
