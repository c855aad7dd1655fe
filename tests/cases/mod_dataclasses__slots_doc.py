from dataclasses import dataclass, field
from typing import Optional, List


@dataclass(slots=True)
class Slotted:
    x: int
    y: int = 0


s = Slotted(1)
print(s, Slotted.__slots__, s == Slotted(1, 0), Slotted.__qualname__)


@dataclass
class Documented:
    """Own docstring."""
    a: int


@dataclass
class Sig:
    a: int
    b: Optional[str] = None
    c: List[int] = field(default_factory=list)
    d: 'Documented' = None
    e: Documented = None


print(Documented.__doc__)
print(Sig.__doc__)


@dataclass(init=False)
class NoInit:
    a: int


print(NoInit.__doc__)

# ---- expected stdout ----
# Slotted(x=1, y=0) ('x', 'y') True Slotted
# Own docstring.
# Sig(a: int, b: Optional[str] = None, c: List[int] = <factory>, d: 'Documented' = None, e: __main__.Documented = None)
# NoInit()
