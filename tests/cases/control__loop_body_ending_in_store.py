# Loop bodies whose last statement stores a local (the store and the back edge run as one
# step): for and while loops, strings grown in place, nested loops, else clauses.
def build(n):
    s = ""
    for i in range(n):
        s += str(i % 10)
    return s


def grow_words(parts):
    out = []
    for p in parts:
        word = ""
        for ch in p:
            word += ch.upper()
        out.append(word)
        last = word
    else:
        last = last + "!"
    return out, last


def countdown(n):
    seen = []
    while n > 0:
        seen.append(n)
        n = n - 3
    return seen, n


def alias_kept(n):
    s = "x"
    keep = []
    for i in range(n):
        keep.append(s)
        s += "y"
    return keep


print(build(25), len(build(10000)))
print(grow_words(["ab", "cde", ""]))
print(countdown(10))
print(alias_kept(4))

# ---- expected stdout ----
# 0123456789012345678901234 10000
# (['AB', 'CDE', ''], '!')
# ([10, 7, 4, 1], -2)
# ['x', 'xy', 'xyy', 'xyyy']
