import stat

for name in ["S_ISUID", "S_ISGID", "S_ENFMT", "S_ISVTX", "S_IREAD", "S_IWRITE", "S_IEXEC",
             "S_IRWXU", "S_IRUSR", "S_IWUSR", "S_IXUSR", "S_IRWXG", "S_IRGRP", "S_IWGRP",
             "S_IXGRP", "S_IRWXO", "S_IROTH", "S_IWOTH", "S_IXOTH"]:
    print(name, oct(getattr(stat, name)))
print(stat.S_IRUSR | stat.S_IWUSR | stat.S_IRGRP | stat.S_IROTH == 0o644)
print(stat.S_IRWXU == stat.S_IRUSR | stat.S_IWUSR | stat.S_IXUSR)
print(stat.S_IRWXG | stat.S_IRWXO | stat.S_IRWXU)

# ---- expected stdout ----
# S_ISUID 0o4000
# S_ISGID 0o2000
# S_ENFMT 0o2000
# S_ISVTX 0o1000
# S_IREAD 0o400
# S_IWRITE 0o200
# S_IEXEC 0o100
# S_IRWXU 0o700
# S_IRUSR 0o400
# S_IWUSR 0o200
# S_IXUSR 0o100
# S_IRWXG 0o70
# S_IRGRP 0o40
# S_IWGRP 0o20
# S_IXGRP 0o10
# S_IRWXO 0o7
# S_IROTH 0o4
# S_IWOTH 0o2
# S_IXOTH 0o1
# True
# True
# 511
