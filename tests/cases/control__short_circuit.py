def t(label, value):
    print("eval", label)
    return value
print(t("a", False) and t("b", True))
print(t("c", True) or t("d", False))
print(t("e", 1) and t("f", 0) or t("g", "last"))

# ---- expected stdout ----
# eval a
# False
# eval c
# True
# eval e
# eval f
# eval g
# last
