from dataclasses import dataclass, field


@dataclass(unsafe_hash=True)
class Key:
    a: int
    b: list = field(default_factory=list, hash=False)
    c: str = field(default='', compare=False)


print(hash(Key(1)) == hash((1,)), Key(1, [1]) == Key(1, [2]), Key.__hash__.__qualname__)


@dataclass(eq=False)
class Identity:
    v: int


i = Identity(1)
print(i == Identity(1), i == i, hash(i) == hash(i), {i: 1}[i])


@dataclass
class Explicit:
    v: int

    def __hash__(self):
        return 42


print(hash(Explicit(3)), Explicit(3) == Explicit(3))
try:
    @dataclass(unsafe_hash=True)
    class Clash:
        v: int

        def __hash__(self):
            return 1
except TypeError as e:
    print("TypeError:", e)


@dataclass
class Plain:
    v: int


print(Plain.__hash__)

# ---- expected stdout ----
# True False Key.__hash__
# False True True 1
# 42 True
# TypeError: Cannot overwrite attribute __hash__ in class Clash
# None
