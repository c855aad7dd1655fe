class Strict:
    def __getattr__(self, name):
        if name.startswith("ok_"):
            return name[3:]
        raise AttributeError(f"no {name} here")
s = Strict()
print(s.ok_fine, hasattr(s, "bad"), getattr(s, "bad", "dflt"))
print(s.bad)

# ---- expected stdout ----
# fine False dflt
# ---- expected exception ----
# AttributeError: no bad here
