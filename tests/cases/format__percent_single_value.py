print("value: %s" % 42, "list: %s" % [1, 2], "tuple: %s" % ((1, 2),))
print("%d items" % 3.9, "%s" % None)

# ---- expected stdout ----
# value: 42 list: [1, 2] tuple: (1, 2)
# 3 items None
