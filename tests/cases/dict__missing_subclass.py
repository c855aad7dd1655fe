class Default(dict):
    def __missing__(self, key):
        return key * 2
d = Default(a="A")
print(d["a"], d["xy"], d.get("xy"), "xy" in d, len(d))

# ---- expected stdout ----
# A xyxy None False 1
