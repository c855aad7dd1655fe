class Animal:
    def __init__(self, name):
        self.name = name
    def speak(self):
        return f"{self.name} makes a sound"
    def intro(self):
        return "I am " + self.name + ": " + self.speak()
class Cat(Animal):
    def speak(self):
        return f"{self.name} meows"
print(Animal("x").intro())
print(Cat("tom").intro())
print(isinstance(Cat("c"), Animal), issubclass(Cat, Animal), issubclass(Animal, Cat))

# ---- expected stdout ----
# I am x: x makes a sound
# I am tom: tom meows
# True True False
