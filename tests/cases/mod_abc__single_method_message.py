from abc import ABC, abstractmethod
class Plugin(ABC):
    @abstractmethod
    def run(self, data): ...
class Upper(Plugin):
    def run(self, data):
        return data.upper()
print(Upper().run("hi"))
Plugin()

# ---- expected stdout ----
# HI
# ---- expected exception ----
# TypeError: Can't instantiate abstract class Plugin with abstract method run
