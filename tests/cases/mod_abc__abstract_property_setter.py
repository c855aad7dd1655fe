from abc import ABC, abstractmethod
class Account(ABC):
    @property
    @abstractmethod
    def balance(self): ...
    @abstractmethod
    def deposit(self, amount): ...
class Savings(Account):
    def __init__(self):
        self._balance = 0
    @property
    def balance(self):
        return self._balance
    def deposit(self, amount):
        if amount <= 0:
            raise ValueError("amount must be positive")
        self._balance += amount
        return self
s = Savings().deposit(10).deposit(5)
print(s.balance, isinstance(s, Account), type(s).__mro__[1].__name__)
try:
    s.deposit(-1)
except ValueError as e:
    print("ValueError:", e)
class Broken(Account):
    def deposit(self, amount):
        pass
Broken()

# ---- expected stdout ----
# 15 True Account
# ValueError: amount must be positive
# ---- expected exception ----
# TypeError: Can't instantiate abstract class Broken with abstract method balance
