class Seq:
    def __getitem__(self, key):
        return key
s = Seq()
print(s[1:2], s[::3], s[1:2, 3], s[...], s[:])

# ---- expected stdout ----
# slice(1, 2, None) slice(None, None, 3) (slice(1, 2, None), 3) Ellipsis slice(None, None, None)
