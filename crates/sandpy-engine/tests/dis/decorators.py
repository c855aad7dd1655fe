def deco(f):
    return f

@deco
def f():
    pass

class C:
    @property
    def p(self):
        return 1

    @staticmethod
    def s():
        return 2
