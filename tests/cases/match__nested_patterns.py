def run(cmd):
    match cmd.split():
        case ["go", ("north" | "south" | "east" | "west") as d]:
            return f"moving {d}"
        case ["get", item, *rest] if not rest:
            return f"taking {item}"
        case ["get", *items]:
            return f"taking {len(items)} things"
        case ["quit" | "exit"]:
            return "bye"
        case _:
            return f"unknown: {cmd!r}"
for c in ["go north", "go up", "get lamp", "get a b c", "exit", ""]:
    print(run(c))

# ---- expected stdout ----
# moving north
# unknown: 'go up'
# taking lamp
# taking 3 things
# bye
# unknown: ''
