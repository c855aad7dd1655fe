import stat

for m in [0o104755, 0o104644, 0o102755, 0o102644, 0o041777, 0o041776, 0o107777, 0o107000,
          0o106111, 0o101001, 0o100001, 0o101000]:
    print(oct(m), stat.filemode(m))
print(stat.filemode(stat.S_IFDIR | stat.S_ISVTX | 0o777))
print(stat.filemode(stat.S_IFREG | stat.S_ISUID | stat.S_ISGID))

# ---- expected stdout ----
# 0o104755 -rwsr-xr-x
# 0o104644 -rwSr--r--
# 0o102755 -rwxr-sr-x
# 0o102644 -rw-r-Sr--
# 0o41777 drwxrwxrwt
# 0o41776 drwxrwxrwT
# 0o107777 -rwsrwsrwt
# 0o107000 ---S--S--T
# 0o106111 ---s--s--x
# 0o101001 ---------t
# 0o100001 ---------x
# 0o101000 ---------T
# drwxrwxrwt
# ---S--S---
