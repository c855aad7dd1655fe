def shout(fn):
    def wrapper(*args, **kwargs):
        return fn(*args, **kwargs).upper() + "!"
    return wrapper
@shout
def greet(name):
    return "hello " + name
print(greet("ann"), greet.__name__)

# ---- expected stdout ----
# HELLO ANN! wrapper
