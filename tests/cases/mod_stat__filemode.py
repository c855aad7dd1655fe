import stat

for m in [0o100644, 0o100755, 0o100600, 0o100000, 0o040755, 0o040700, 0o120777,
          0o020620, 0o060660, 0o010644, 0o140777, 0o000644, 0o030644, 0o170777, 0]:
    print(oct(m), stat.filemode(m))
print(stat.filemode(stat.S_IFREG | stat.S_IRUSR | stat.S_IWUSR))
print(stat.filemode(stat.S_IFDIR | stat.S_IRWXU | stat.S_IRGRP | stat.S_IXGRP))

# ---- expected stdout ----
# 0o100644 -rw-r--r--
# 0o100755 -rwxr-xr-x
# 0o100600 -rw-------
# 0o100000 ----------
# 0o40755 drwxr-xr-x
# 0o40700 drwx------
# 0o120777 lrwxrwxrwx
# 0o20620 crw--w----
# 0o60660 brw-rw----
# 0o10644 prw-r--r--
# 0o140777 srwxrwxrwx
# 0o644 ?rw-r--r--
# 0o30644 ?rw-r--r--
# 0o170777 ?rwxrwxrwx
# 0o0 ?---------
# -rw-------
# drwxr-x---
