counter = 0
def bump():
    global counter
    for _ in range(5):
        counter += 2
bump()
bump()
print(counter)

# ---- expected stdout ----
# 20
