d = {}
d["zebra"] = 1
d["apple"] = 2
d["mango"] = 3
print(d, list(d), list(d.values()))
d["zebra"] = 10
print(d)
del d["apple"]
d["apple"] = 4
print(d)

# ---- expected stdout ----
# {'zebra': 1, 'apple': 2, 'mango': 3} ['zebra', 'apple', 'mango'] [1, 2, 3]
# {'zebra': 10, 'apple': 2, 'mango': 3}
# {'zebra': 10, 'mango': 3, 'apple': 4}
