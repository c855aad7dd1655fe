print("<<>>text<<>>".strip("<>"), "  x ".strip(" x"), "abcba".strip("ab"))
print("0012300".lstrip("0"), "0012300".rstrip("0"))

# ---- expected stdout ----
# text  c
# 12300 00123
