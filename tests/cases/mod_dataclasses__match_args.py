from dataclasses import dataclass


@dataclass
class Move:
    dx: int
    dy: int = 0


@dataclass(match_args=False)
class Quiet:
    v: int


def describe(obj):
    match obj:
        case Move(0, 0):
            return 'stay'
        case Move(dx, 0):
            return f'horizontal {dx}'
        case Move(dx=0, dy=dy):
            return f'vertical {dy}'
        case Move(dx, dy):
            return f'diagonal {dx},{dy}'
        case Quiet(v=v):
            return f'quiet {v}'
    return 'unknown'


print([describe(m) for m in (Move(0), Move(3), Move(0, -2), Move(1, 1), Quiet(9), 5)])
print(Move.__match_args__, hasattr(Quiet, '__match_args__'))
try:
    match Quiet(1):
        case Quiet(x):
            pass
except TypeError as e:
    print("TypeError:", e)

# ---- expected stdout ----
# ['stay', 'horizontal 3', 'vertical -2', 'diagonal 1,1', 'quiet 9', 'unknown']
# ('dx', 'dy') False
# TypeError: Quiet() accepts 0 positional sub-patterns (1 given)
