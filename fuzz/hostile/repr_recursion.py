# __repr__ that calls repr on itself: native -> Python -> native ...
class R:
    def __repr__(self):
        return repr(self)
print(repr(R()))
