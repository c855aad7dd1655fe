# expect: ok IndexError
l = [1, 2, 3]
class I:
    def __index__(self):
        l.clear()
        return 1
try:
    l[I()]
finally:
    print('finally ran')
