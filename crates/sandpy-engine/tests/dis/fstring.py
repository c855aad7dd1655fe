name = "w"
width = 8
s = f"hello {name!r:>{width}} {3.14159:.2f} {name=}"
