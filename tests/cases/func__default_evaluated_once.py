counter = 0
def next_id():
    global counter
    counter += 1
    return counter
def make(x=next_id()):
    return x
print(make(), make(), counter)

# ---- expected stdout ----
# 1 1 1
