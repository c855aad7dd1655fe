s = "héllo"
print(f"{s!r}", f"{s!s}", f"{s!a}", f"{s}")
print(f"{[1, 'a']!r}", f"{'q'!r:>5}", f"{3!r}")

# ---- expected stdout ----
# 'héllo' héllo 'h\xe9llo' héllo
# [1, 'a']   'q' 3
