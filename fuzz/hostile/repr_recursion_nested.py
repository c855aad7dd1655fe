# __repr__ re-entering through a fresh container each level.
class R:
    def __repr__(self):
        return repr([R()])
print(R())
