# A `for ch in text` loop variable that the body rebinds, deletes or shares: the
# next character must replace whatever the slot holds.
def walk(text):
    out = []
    for ch in text:
        out.append(ch)
        if ch == "l":
            ch = 5
        elif ch == "o":
            del ch
    return out


print(walk("héllo wörld ✓ 🐍"))


def keep_all(text):
    seen = []
    for ch in text:
        seen.append(ch)
    # The loop variable keeps the last character after the loop.
    return seen, ch


print(keep_all("aé✓"))
print(ord(keep_all("xyz🐍")[1]))
for c in "ab":
    pass
print(c, [c for c in "cd"], c)

# ---- expected stdout ----
# ['h', 'é', 'l', 'l', 'o', ' ', 'w', 'ö', 'r', 'l', 'd', ' ', '✓', ' ', '🐍']
# (['a', 'é', '✓'], '✓')
# 128013
# b ['c', 'd'] b
