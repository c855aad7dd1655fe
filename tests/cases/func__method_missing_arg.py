class Greeter:
    def greet(self, name):
        return "hi " + name
g = Greeter()
print(g.greet("x"))
g.greet()

# ---- expected stdout ----
# hi x
# ---- expected exception ----
# TypeError: Greeter.greet() missing 1 required positional argument: 'name'
