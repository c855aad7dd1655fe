from dataclasses import dataclass, field, replace, InitVar


@dataclass(frozen=True)
class Settings:
    host: str
    port: int = 80
    debug: bool = False


s = Settings('localhost')
s2 = replace(s, port=8080, debug=True)
print(s, s2, s is not replace(s), replace(s) == s)
try:
    replace(s, colour='red')
except TypeError as e:
    print("TypeError:", e)


@dataclass
class WithHidden:
    a: int
    hidden: int = field(init=False, default=0)
    scale: InitVar[int] = 1

    def __post_init__(self, scale):
        self.a *= scale


w = WithHidden(2, 3)
print(w, replace(w, a=5))
try:
    replace(w, hidden=1)
except ValueError as e:
    print("ValueError:", e)


@dataclass
class Required:
    a: int
    k: InitVar[int]

    def __post_init__(self, k):
        pass


try:
    replace(Required(1, 2), a=3)
except ValueError as e:
    print("ValueError:", e)
try:
    replace((1, 2))
except TypeError as e:
    print("TypeError:", e)

# ---- expected stdout ----
# Settings(host='localhost', port=80, debug=False) Settings(host='localhost', port=8080, debug=True) True True
# TypeError: Settings.__init__() got an unexpected keyword argument 'colour'
# WithHidden(a=6, hidden=0) WithHidden(a=5, hidden=0)
# ValueError: field hidden is declared with init=False, it cannot be specified with replace()
# ValueError: InitVar 'k' must be specified with replace()
# TypeError: replace() should be called on dataclass instances
