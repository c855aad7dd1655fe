# expect: ok TimeoutError TypeError
bases = [type('B%d' % i, (), {}) for i in range(5000)]
C = type('C', tuple(bases), {})
len(C.__mro__)
