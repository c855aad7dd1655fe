value = None
print(value)
value.strip()

# ---- expected stdout ----
# None
# ---- expected exception ----
# AttributeError: 'NoneType' object has no attribute 'strip'
