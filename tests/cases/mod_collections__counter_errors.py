from collections import Counter
try:
    Counter.fromkeys("abc")
except NotImplementedError as e:
    print("NotImplementedError:", e)
try:
    Counter(5)
except TypeError as e:
    print("TypeError:", e)
c = Counter(a=2.5, b=1)
print(c.most_common(), c.total())
print(Counter(a="x", b=1) if False else "ok")

# ---- expected stdout ----
# NotImplementedError: Counter.fromkeys() is undefined.  Use Counter(iterable) instead.
# TypeError: 'int' object is not iterable
# [('a', 2.5), ('b', 1)] 3.5
# ok
