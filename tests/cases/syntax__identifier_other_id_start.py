# U+2118 is XID_Start through Other_ID_Start (it is not alphabetic): a valid name.
℘ = 2
print(℘ * 2)

# ---- expected stdout ----
# 4
