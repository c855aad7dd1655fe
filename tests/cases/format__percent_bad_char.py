try:
    "%y" % 1
except ValueError as e:
    print(e)
try:
    "%(key)s" % {"other": 1}
except KeyError as e:
    print("KeyError", e)

# ---- expected stdout ----
# unsupported format character 'y' (0x79) at index 1
# KeyError 'key'
