d = {"a": 1, "b": None}
print(d.get("a"), d.get("z"), d.get("z", 0), d.get("b", "dflt"))

# ---- expected stdout ----
# 1 None 0 None
