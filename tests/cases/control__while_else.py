n = 0
while n < 3:
    n += 1
else:
    print("while finished normally", n)
while True:
    n -= 1
    if n == 1:
        break
else:
    print("never")
print("broke at", n)

# ---- expected stdout ----
# while finished normally 3
# broke at 1
