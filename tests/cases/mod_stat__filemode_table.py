import stat

table = stat._filemode_table
print(len(table), [len(row) for row in table])
print(table[0])
print(table[3], table[9])

def filemode_from_table(mode):
    out = []
    for row in table:
        for bit, char in row:
            if mode & bit == bit:
                out.append(char)
                break
        else:
            out.append("-")
    return "".join(out)

same = all(filemode_from_table(m) == stat.filemode(m)
           for m in range(0o100000, 0o110000, 3))
print(same)

# ---- expected stdout ----
# 10 [7, 1, 1, 3, 1, 1, 3, 1, 1, 3]
# ((40960, 'l'), (49152, 's'), (32768, '-'), (24576, 'b'), (16384, 'd'), (8192, 'c'), (4096, 'p'))
# ((2112, 's'), (2048, 'S'), (64, 'x')) ((513, 't'), (512, 'T'), (1, 'x'))
# True
