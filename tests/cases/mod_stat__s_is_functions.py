import stat

funcs = ["S_ISDIR", "S_ISCHR", "S_ISBLK", "S_ISREG", "S_ISFIFO", "S_ISLNK", "S_ISSOCK",
         "S_ISDOOR", "S_ISPORT", "S_ISWHT"]
modes = [0o040755, 0o020620, 0o060660, 0o100644, 0o010600, 0o120777, 0o140755, 0, 0o030000,
         0o170000, 0o7777, True, False]
for m in modes:
    print(oct(m), [f[4:] for f in funcs if getattr(stat, f)(m)])
print(stat.S_ISDIR(0o40000 | 0o777), stat.S_ISREG(0o40000))

class Mode(int):
    pass
print(stat.S_ISREG(Mode(0o100600)), stat.S_ISDIR.__name__)

# ---- expected stdout ----
# 0o40755 ['DIR']
# 0o20620 ['CHR']
# 0o60660 ['BLK']
# 0o100644 ['REG']
# 0o10600 ['FIFO']
# 0o120777 ['LNK']
# 0o140755 ['SOCK']
# 0o0 []
# 0o30000 []
# 0o170000 []
# 0o7777 []
# 0o1 []
# 0o0 []
# True False
# True S_ISDIR
