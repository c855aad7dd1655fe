import stat

names = ["ST_MODE", "ST_INO", "ST_DEV", "ST_NLINK", "ST_UID", "ST_GID", "ST_SIZE",
         "ST_ATIME", "ST_MTIME", "ST_CTIME"]
for name in names:
    print(name, getattr(stat, name))
fake = (0o100644, 12345, 2049, 1, 1000, 1000, 4096, 1700000000, 1700000001, 1700000002)
print(fake[stat.ST_SIZE], stat.filemode(fake[stat.ST_MODE]), fake[stat.ST_MTIME])

# ---- expected stdout ----
# ST_MODE 0
# ST_INO 1
# ST_DEV 2
# ST_NLINK 3
# ST_UID 4
# ST_GID 5
# ST_SIZE 6
# ST_ATIME 7
# ST_MTIME 8
# ST_CTIME 9
# 4096 -rw-r--r-- 1700000001
