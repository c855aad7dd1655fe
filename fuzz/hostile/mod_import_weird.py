import math as m, json as j
from collections import *
from itertools import *
print(m.pi > 3, j.dumps(1))
for name in ['sys', 'os', 'builtins', 'math.os', 'json.decoder', 'collections.abc', 'random.os', '', '...', 'a' * 100000]:
    try:
        __import__(name) if False else None
        exec_ = None
    except Exception as e:
        print(type(e).__name__)
try:
    import collections.abc
    print("collections.abc ok")
except ImportError as e:
    print("ImportError")
try:
    from math import *
    print(sqrt(4))
except ImportError:
    print("ImportError")
try:
    from json import _default_encoder
except ImportError:
    print("ImportError")
import math
math.sqrt = None
import math as m2
print(m2.sqrt)
try:
    del math.pi
    print(hasattr(m2, 'pi'))
except Exception as e:
    print(type(e).__name__)
math.__dict__.clear() if hasattr(math, '__dict__') else None
print("end")
