class Money:
    def __init__(self, cents):
        self.cents = cents
    def __repr__(self):
        return f"Money({self.cents})"
    def __str__(self):
        return f"${self.cents / 100:.2f}"
m = Money(1999)
print(m, repr(m), [m], str(m), f"{m}", f"{m!r}")

# ---- expected stdout ----
# $19.99 Money(1999) [Money(1999)] $19.99 $19.99 Money(1999)
