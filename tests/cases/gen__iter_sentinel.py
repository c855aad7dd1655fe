data = [3, 1, 4, 0, 5]
pos = 0
def reader():
    global pos
    pos += 1
    return data[pos - 1]
print(list(iter(reader, 0)))

# ---- expected stdout ----
# [3, 1, 4]
