from __future__ import annotations

def f(x: int, *rest: tuple[int, ...], y: "str" = "a", **kw: Optional[ 'X' ]) -> list[int]:
    return [x]

class Node:
    next: Node | None
    value: int = 0

    def link(self, other: Node) -> Node:
        self.next = other
        return self

print(f(1))
print(Node().link(Node()).value)
print(f.__annotations__)
print(Node.__annotations__)
def g(a: 1 + 2 * 3, b: (1 + 2) * 3, c: -x ** 2, d: a if b else c, e: not x or y, h: a < b <= c,
      i: (1, 2), k: [1, 2], l: {1: 2}, n: x[1:2, ::3], p: f(a, b=1, *c), r: 1.5e10, t: b"by", v: ...): pass
for name, text in g.__annotations__.items():
    print(name, repr(text))

# ---- expected stdout ----
# [1]
# 0
# {'x': 'int', 'rest': 'tuple[int, ...]', 'y': "'str'", 'kw': "Optional['X']", 'return': 'list[int]'}
# {'next': 'Node | None', 'value': 'int'}
# a '1 + 2 * 3'
# b '(1 + 2) * 3'
# c '-x ** 2'
# d 'a if b else c'
# e 'not x or y'
# h 'a < b <= c'
# i '(1, 2)'
# k '[1, 2]'
# l '{1: 2}'
# n 'x[1:2, ::3]'
# p 'f(a, *c, b=1)'
# r '15000000000.0'
# t "b'by'"
# v '...'
