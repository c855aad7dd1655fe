import string

class Money:
    def __str__(self):
        return "$12.50"

print(string.Template("price: $p").substitute(p=Money()))
print(string.Template("$n items, ratio $r, none $z").substitute(n=3, r=0.5, z=None))
rows = [{"name": "a", "qty": 1}, {"name": "b", "qty": 22}]
row = string.Template("${name}: $qty")
print("\n".join(row.substitute(r) for r in rows))

# ---- expected stdout ----
# price: $12.50
# 3 items, ratio 0.5, none None
# a: 1
# b: 22
