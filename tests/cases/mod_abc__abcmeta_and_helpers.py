import abc
from abc import ABCMeta, abstractmethod
class Legacy(metaclass=ABCMeta):
    def ok(self):
        return "fine"
print(Legacy().ok())
print(abc.ABC.__name__, callable(abc.abstractmethod), isinstance(abc.get_cache_token(), int))
def f():
    pass
print(abstractmethod(f) is f, f.__isabstractmethod__)

# ---- expected stdout ----
# fine
# ABC True True
# True True
