from enum import Flag, IntFlag, STRICT, CONFORM, EJECT, KEEP, FlagBoundary


class Strict(Flag, boundary=STRICT):
    A = 1
    B = 2


class Conform(Flag, boundary=CONFORM):
    A = 1
    B = 2


class Eject(Flag, boundary=EJECT):
    A = 1
    B = 2


class Keep(Flag, boundary=KEEP):
    A = 1
    B = 2


try:
    Strict(7)
except ValueError as e:
    print(str(e).splitlines())
print(repr(Conform(7)), Eject(7), type(Eject(7)).__name__, repr(Keep(7)))
print(Strict._boundary_, Conform._boundary_ is CONFORM, list(FlagBoundary), repr(STRICT))
print(IntFlag._boundary_, Flag._boundary_)

# ---- expected stdout ----
# ["<flag 'Strict'> invalid value 7", '    given 0b0 111', '  allowed 0b0 011']
# <Conform.A|B: 3> 7 int <Keep.A|B|4: 7>
# strict True [<FlagBoundary.STRICT: 'strict'>, <FlagBoundary.CONFORM: 'conform'>, <FlagBoundary.EJECT: 'eject'>, <FlagBoundary.KEEP: 'keep'>] <FlagBoundary.STRICT: 'strict'>
# keep strict
