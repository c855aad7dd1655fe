import json
from collections import OrderedDict
class MyInt(int):
    pass
class MyStr(str):
    pass
class MyList(list):
    pass
class MyDict(dict):
    pass
print(json.dumps([MyInt(5), MyStr("s"), MyList([1, 2]), MyDict(a=1)]))
print(json.dumps(OrderedDict([("z", 1), ("a", 2)])))
print(json.dumps({"t": (1, (2, 3))}))

# ---- expected stdout ----
# [5, "s", [1, 2], {"a": 1}]
# {"z": 1, "a": 2}
# {"t": [1, [2, 3]]}
