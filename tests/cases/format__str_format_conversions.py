print("{!r} {!s} {!a}".format("é", "é", "é"))
print("{0!r:>8}|".format("x"))

# ---- expected stdout ----
# 'é' é '\xe9'
#      'x'|
