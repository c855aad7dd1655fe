def append_to(item, target=[]):
    target.append(item)
    return target
print(append_to(1), append_to(2), append_to(3, []))
def safe(item, target=None):
    if target is None:
        target = []
    target.append(item)
    return target
print(safe(1), safe(2))

# ---- expected stdout ----
# [1, 2] [1, 2] [3]
# [1] [2]
