# dict.__getitem__ called as a method still asks a subclass's __missing__.
import collections

class D(dict):
    def __missing__(self, key):
        return key * 2

print(D().__getitem__('q'), D()['q'])
d = collections.defaultdict(lambda: 1 / 0)
try:
    d.__getitem__('x')
except ZeroDivisionError as e:
    print('ZeroDivisionError', e)
print(dict.__getitem__({'a': 1}, 'a'))

# ---- expected stdout ----
# qq qq
# ZeroDivisionError division by zero
# 1
