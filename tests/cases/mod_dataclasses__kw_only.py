from dataclasses import dataclass, field, KW_ONLY, fields


@dataclass
class Request:
    url: str
    _: KW_ONLY
    method: str = 'GET'
    timeout: float


r = Request('http://x', timeout=3)
print(r, Request.__match_args__, Request.__doc__)
print([(f.name, f.kw_only) for f in fields(Request)])
try:
    Request('http://x', 'POST', 3)
except TypeError as e:
    print("TypeError:", e)


@dataclass(kw_only=True)
class Options:
    verbose: bool = False
    level: int


print(Options(level=2), Options(verbose=True, level=0))
try:
    Options(True, 1)
except TypeError as e:
    print("TypeError:", e)


@dataclass
class Mixed:
    a: int
    b: int = field(default=2, kw_only=True)
    c: int = 3


print(Mixed(1, 5), Mixed(1, b=7, c=0), Mixed.__match_args__)
try:
    @dataclass
    class Twice:
        a: int
        _: KW_ONLY
        b: int
        __: KW_ONLY
        c: int
except TypeError as e:
    print("TypeError:", e)

# ---- expected stdout ----
# Request(url='http://x', method='GET', timeout=3) ('url',) Request(url: str, *, method: str = 'GET', timeout: float)
# [('url', False), ('method', True), ('timeout', True)]
# TypeError: Request.__init__() takes 2 positional arguments but 4 were given
# Options(verbose=False, level=2) Options(verbose=True, level=0)
# TypeError: Options.__init__() takes 1 positional argument but 3 were given
# Mixed(a=1, b=2, c=5) Mixed(a=1, b=7, c=0) ('a', 'c')
# TypeError: '__' is KW_ONLY, but KW_ONLY has already been specified
