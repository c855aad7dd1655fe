def count(n):
    i = 0
    while True:
        i += 1
        if i > n:
            break
        if i % 2:
            continue
    return i
