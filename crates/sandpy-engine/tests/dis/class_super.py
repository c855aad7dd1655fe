class Base:
    def __init__(self, x):
        self.x = x

class Child(Base):
    """A child."""
    kind = "c"

    def __init__(self, x, y):
        super().__init__(x)
        self.y = y
