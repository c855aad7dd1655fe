data = {"name": "Bo", "n": 3}
print("%(name)s has %(n)d apples" % data)
print("%(n)05d %(name)r" % data)

# ---- expected stdout ----
# Bo has 3 apples
# 00003 'Bo'
