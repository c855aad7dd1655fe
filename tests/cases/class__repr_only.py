class R:
    def __repr__(self):
        return "R()"
print(R(), str(R()), [R(), R()], {"k": R()})

# ---- expected stdout ----
# R() R() [R(), R()] {'k': R()}
