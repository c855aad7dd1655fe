class Defaults(dict):
    def __missing__(self, key):
        return "<" + key + ">"
print("{a} {b} {c}".format_map(Defaults(a=1, c=3)))
print("{x}".format_map({"x": "plain"}))

# ---- expected stdout ----
# 1 <b> 3
# plain
