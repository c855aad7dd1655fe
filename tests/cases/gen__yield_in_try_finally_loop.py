def chunks(xs, n):
    buf = []
    for x in xs:
        buf.append(x)
        if len(buf) == n:
            yield buf
            buf = []
    if buf:
        yield buf
print(list(chunks(range(7), 3)), list(chunks([], 2)))

# ---- expected stdout ----
# [[0, 1, 2], [3, 4, 5], [6]] []
