from abc import ABC, abstractmethod
class Base(ABC):
    @property
    @abstractmethod
    def name(self): ...
    @classmethod
    @abstractmethod
    def create(cls): ...
    @staticmethod
    @abstractmethod
    def helper(): ...
try:
    Base()
except TypeError as e:
    print("TypeError:", e)
class Impl(Base):
    @property
    def name(self):
        return "impl"
    @classmethod
    def create(cls):
        return cls()
    @staticmethod
    def helper():
        return 42
obj = Impl.create()
print(obj.name, obj.helper(), sorted(Base.__abstractmethods__), Impl.__abstractmethods__)

# ---- expected stdout ----
# TypeError: Can't instantiate abstract class Base with abstract methods create, helper, name
# impl 42 ['create', 'helper', 'name'] frozenset()
