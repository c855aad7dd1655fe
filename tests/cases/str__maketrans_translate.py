table = str.maketrans("abc", "xyz")
print("aabbcc-abc".translate(table))
table2 = str.maketrans({"a": "1", "b": None, "c": "333"})
print("abcabc".translate(table2))
table3 = str.maketrans("", "", "aeiou")
print("programming language".translate(table3))

# ---- expected stdout ----
# xxyyzz-xyz
# 13331333
# prgrmmng lngg
