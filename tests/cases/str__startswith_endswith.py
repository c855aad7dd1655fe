s = "filename.tar.gz"
print(s.startswith("file"), s.startswith(("x", "fil")), s.startswith("name", 4))
print(s.endswith(".gz"), s.endswith((".zip", ".tar")), s.endswith("tar", 0, 12))
print("".startswith(""), "abc".endswith(""))

# ---- expected stdout ----
# True True True
# True False True
# True True
