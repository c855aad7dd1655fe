from abc import ABC, abstractmethod
class Report(ABC):
    def render(self):
        return f"{self.header()}\n{self.body()}\n-- end --"
    def header(self):
        return f"== {type(self).__name__} =="
    @abstractmethod
    def body(self): ...
class Sales(Report):
    def __init__(self, total):
        self.total = total
    def body(self):
        return f"total: {self.total}"
print(Sales(100).render())
reports = [Sales(1), Sales(2)]
print(sum(r.total for r in reports), all(isinstance(r, Report) for r in reports))

# ---- expected stdout ----
# == Sales ==
# total: 100
# -- end --
# 3 True
