import functools

class Cell:
    def __init__(self):
        self.alive = False

    def set_state(self, state):
        self.alive = bool(state)

    set_alive = functools.partialmethod(set_state, True)
    set_dead = functools.partialmethod(set_state, False)

c = Cell()
c.set_alive()
print(c.alive)
c.set_dead()
print(c.alive)
print(repr(Cell.__dict__["set_alive"]).startswith("functools.partialmethod(<function"))

# ---- expected stdout ----
# True
# False
# True
