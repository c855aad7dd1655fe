d = {"one": 1, "two": 2, "three": 3}
keys = []
for k in d:
    keys.append(k)
print(" ".join(keys))
for k, v in d.items():
    print(f"{k}={v}", end=";")
print()
print(sum(d.values()), max(d, key=d.get), sorted(d, key=len))

# ---- expected stdout ----
# one two three
# one=1;two=2;three=3;
# 6 three ['one', 'two', 'three']
