print(ascii("héllo"), ascii("plain"), ascii(["ü", 1]), ascii("😀"), ascii("\n"))

# ---- expected stdout ----
# 'h\xe9llo' 'plain' ['\xfc', 1] '\U0001f600' '\n'
