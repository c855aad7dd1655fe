import functools

class Repo:
    calls = 0

    @classmethod
    @functools.lru_cache(maxsize=None)
    def lookup(cls, key):
        cls.calls += 1
        return key.upper()

    @staticmethod
    @functools.cache
    def helper(n):
        return n * 2

    @property
    @functools.lru_cache(maxsize=None)
    def expensive(self):
        print("expensive computed")
        return 42

print(Repo.lookup("a"), Repo.lookup("a"), Repo().lookup("b"), Repo.calls)
print(Repo.helper(4), Repo().helper(4), Repo.helper.cache_info())
r = Repo()
print(r.expensive, r.expensive)

class Base:
    pass

class Child(Base):
    pass

@functools.singledispatch
def kind(x):
    return "other"

@kind.register
def _(x: Base):
    return "base"

@kind.register
def _(x: bool):
    return "bool"

@kind.register
def _(x: int):
    return "int"

print(kind(Child()), kind(True), kind(3), kind("s"), kind(Base()))

# ---- expected stdout ----
# A A B 2
# 8 8 CacheInfo(hits=1, misses=1, maxsize=None, currsize=1)
# expensive computed
# 42 42
# base bool int other base
