d = {"k": None}
print(d.get("k", "default"), "k" in d, d["k"])

# ---- expected stdout ----
# None True None
