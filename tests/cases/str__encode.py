print("héllo".encode(), "abc".encode("ascii"), "é".encode("utf-8"))
print(len("日本".encode()), "€".encode("utf-8"))
try:
    "é".encode("ascii")
except UnicodeEncodeError as e:
    print(e)

# ---- expected stdout ----
# b'h\xc3\xa9llo' b'abc' b'\xc3\xa9'
# 6 b'\xe2\x82\xac'
# 'ascii' codec can't encode character '\xe9' in position 0: ordinal not in range(128)
