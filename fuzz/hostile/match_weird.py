class P:
    __match_args__ = ('a', 'b', 'a')
    def __init__(self): self.a = 1; self.b = 2
for subj in [P(), [1, 2, 3], {'k': 1}, (1,), 'str', 5, None, range(3)]:
    try:
        match subj:
            case P(x, y, z): print("P", x, y, z)
            case [1, *rest] if rest: print("list", rest)
            case {'k': v, **kw}: print("map", v, kw)
            case str() | bytes(): print("str")
            case int(real=r): print("int", r)
            case _: print("other")
    except TypeError as e:
        print("TypeError", e)
class Q:
    __match_args__ = 5
try:
    match Q():
        case Q(1): pass
except TypeError as e:
    print("TypeError")
