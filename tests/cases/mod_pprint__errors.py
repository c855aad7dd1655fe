import pprint
for kwargs in ({"indent": -1}, {"depth": 0}, {"width": 0}, {"indent": "x"}):
    try:
        pprint.PrettyPrinter(**kwargs)
    except (ValueError, TypeError) as e:
        print(type(e).__name__, e)
try:
    pprint.pformat([1], foo=2)
except TypeError as e:
    print(e)
print(pprint.__all__)
pprint.pprint({1: 2}, width=0)

# ---- expected stdout ----
# ValueError indent must be >= 0
# ValueError depth must be > 0
# ValueError width must be != 0
# ValueError invalid literal for int() with base 10: 'x'
# pformat() got an unexpected keyword argument 'foo'
# ['pprint', 'pformat', 'isreadable', 'isrecursive', 'saferepr', 'PrettyPrinter', 'pp']
# ---- expected exception ----
# ValueError: width must be != 0
