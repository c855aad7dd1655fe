class Dog:
    species = "canis"
    tricks = []
    def __init__(self, name):
        self.name = name
a, b = Dog("a"), Dog("b")
a.tricks.append("roll")
a.species = "wolf"
print(a.species, b.species, Dog.species, b.tricks)
del a.species
print(a.species)

# ---- expected stdout ----
# wolf canis canis ['roll']
# canis
