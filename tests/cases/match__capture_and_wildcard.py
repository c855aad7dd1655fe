def f(cmd):
    match cmd:
        case "quit":
            return "bye"
        case other:
            return f"unknown {other!r}"
print(f("quit"), f("go"), f(5))

# ---- expected stdout ----
# bye unknown 'go' unknown 5
