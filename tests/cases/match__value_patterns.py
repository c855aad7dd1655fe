class Color:
    RED = "red"
    GREEN = "green"
class Codes:
    OK = 200
    NOT_FOUND = 404
def f(c):
    match c:
        case Color.RED:
            return "stop"
        case Color.GREEN:
            return "go"
        case Codes.NOT_FOUND:
            return "missing"
        case _:
            return "?"
print(f("red"), f("green"), f(404), f(200))

# ---- expected stdout ----
# stop go missing ?
