class H:
    def __hash__(self):
        return hash(H())
print({H(): 1})
