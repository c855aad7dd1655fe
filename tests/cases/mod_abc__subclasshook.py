from abc import ABC, abstractmethod
class Closeable(ABC):
    @abstractmethod
    def close(self): ...
    @classmethod
    def __subclasshook__(cls, C):
        if cls is Closeable:
            return any("close" in B.__dict__ for B in C.__mro__)
        return NotImplemented
class File:
    def close(self):
        pass
class Plain:
    pass
print(isinstance(File(), Closeable), isinstance(Plain(), Closeable))
class Sub(Closeable):
    def close(self):
        pass
print(isinstance(Sub(), Closeable), isinstance(File(), Sub))

# ---- expected stdout ----
# True False
# True False
