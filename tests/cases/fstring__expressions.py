items = [1, 2, 3]
d = {"k": "v"}
print(f"{len(items)} {items[-1]} {d['k']} {sum(i * i for i in items)}")
print(f"{'yes' if items else 'no'} {items[0] + 10:>4}")
print(f"{{literal}} {{{x}}}" if (x := 5) else "")

# ---- expected stdout ----
# 3 3 v 14
# yes   11
# {literal} {5}
