from abc import ABC, abstractmethod
class A(ABC):
    @abstractmethod
    def f(self): ...
    @abstractmethod
    def g(self): ...
class B(A):
    def f(self):
        return "B.f"
class C(B):
    def g(self):
        return "C.g"
class D(C):
    @abstractmethod
    def f(self): ...
print(C().f(), C().g(), sorted(B.__abstractmethods__), sorted(D.__abstractmethods__))
for cls in (A, B, D):
    try:
        cls()
    except TypeError as e:
        print("TypeError:", e)

# ---- expected stdout ----
# B.f C.g ['g'] ['f']
# TypeError: Can't instantiate abstract class A with abstract methods f, g
# TypeError: Can't instantiate abstract class B with abstract method g
# TypeError: Can't instantiate abstract class D with abstract method f
