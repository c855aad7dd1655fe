from dataclasses import dataclass, field, InitVar, fields


@dataclass
class Account:
    owner: str
    balance: float = 0.0
    currency: InitVar[str] = 'usd'
    label: str = field(init=False)

    def __post_init__(self, currency):
        self.label = f"{self.owner}:{currency.upper()}"
        if self.balance < 0:
            raise ValueError('negative balance')


a = Account('ann', 10, 'eur')
print(a, a.label, [f.name for f in fields(a)], Account.__match_args__)
print(Account('bob').label, hasattr(a, 'currency'), repr(InitVar[int]), repr(InitVar[list]))
try:
    Account('eve', -1)
except ValueError as e:
    print("ValueError:", e)


@dataclass
class Derived:
    base: int
    total: int = field(init=False, repr=False)

    def __post_init__(self):
        self.total = self.base * 2


d = Derived(4)
print(d, d.total)


@dataclass
class Needs:
    x: int
    factor: InitVar[int]

    def __post_init__(self, factor):
        self.x *= factor


print(Needs(3, 5))
try:
    Needs(3)
except TypeError as e:
    print("TypeError:", e)

# ---- expected stdout ----
# Account(owner='ann', balance=10, label='ann:EUR') ann:EUR ['owner', 'balance', 'label'] ('owner', 'balance', 'currency')
# bob:USD True dataclasses.InitVar[int] dataclasses.InitVar[list]
# ValueError: negative balance
# Derived(base=4) 8
# Needs(x=15)
# TypeError: Needs.__init__() missing 1 required positional argument: 'factor'
