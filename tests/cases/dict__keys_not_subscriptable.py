d = {"a": 1}
k = d.keys()
print(list(k)[0])
print(k[0])

# ---- expected stdout ----
# a
# ---- expected exception ----
# TypeError: 'dict_keys' object is not subscriptable
