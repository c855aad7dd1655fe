import stat

# Every file type and permission combination, summarised by a checksum.
total = 0
counts = {}
for m in range(0o200000):
    s = stat.filemode(m)
    for i, c in enumerate(s):
        total = (total * 31 + ord(c) * (i + 1)) % 1000000007
    counts[s[0]] = counts.get(s[0], 0) + 1
print(total)
print(sorted(counts.items()))
print(stat.filemode(2**32 - 1))

# ---- expected stdout ----
# 499350395
# [('-', 4096), ('?', 36864), ('b', 4096), ('c', 4096), ('d', 4096), ('l', 4096), ('p', 4096), ('s', 4096)]
# ?rwsrwsrwt
