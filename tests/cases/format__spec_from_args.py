print("{:{}}|".format("ab", 5), "{:{w}.{p}f}".format(3.14159, w=8, p=2))
print("{0:{fill}{align}7}".format("mid", fill="*", align="^"))

# ---- expected stdout ----
# ab   |     3.14
# **mid**
