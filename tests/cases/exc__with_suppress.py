class Suppress:
    def __init__(self, *types):
        self.types = types
    def __enter__(self):
        return self
    def __exit__(self, et, ev, tb):
        if et is not None and issubclass(et, self.types):
            print("suppressed", et.__name__, ev)
            return True
        return False
with Suppress(KeyError):
    {}["x"]
print("continues")
try:
    with Suppress(KeyError):
        1 / 0
except ZeroDivisionError:
    print("not suppressed")

# ---- expected stdout ----
# suppressed KeyError 'x'
# continues
# not suppressed
