def greet(name, greeting="Hello", punct="!"):
    return f"{greeting}, {name}{punct}"
print(greet("Ann"), greet("Bo", "Hi"), greet("Cy", punct="?"), greet(greeting="Yo", name="Di"))

# ---- expected stdout ----
# Hello, Ann! Hi, Bo! Hello, Cy? Yo, Di!
