from dataclasses import dataclass, fields
from typing import ClassVar, List
import typing


@dataclass
class Config:
    registry: ClassVar[dict] = {}
    count: ClassVar[int] = 0
    name: str = 'cfg'
    values: List[int] = None
    plain: typing.ClassVar = 'shared'


c = Config()
print(c, [f.name for f in fields(Config)], Config.count, Config.plain, Config.registry)
print(Config.__dataclass_fields__['count']._field_type, len(Config.__dataclass_fields__))


@dataclass
class Strings:
    a: 'int'
    b: 'ClassVar[int]' = 5
    c: 'typing.ClassVar[str]' = 'x'


print(Strings(1), [f.name for f in fields(Strings)], Strings.b, Strings.__doc__)
try:
    from dataclasses import field

    @dataclass
    class Bad:
        x: ClassVar[list] = field(default_factory=list)
except TypeError as e:
    print("TypeError:", e)

# ---- expected stdout ----
# Config(name='cfg', values=None) ['name', 'values'] 0 shared {}
# _FIELD_CLASSVAR 5
# Strings(a=1) ['a'] 5 Strings(a: 'int')
# TypeError: field x cannot have a default factory
