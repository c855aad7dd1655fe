tasks = [("write report", 3, ["collect data"]), ("collect data", 2, []), ("review", 1, ["write report"]),
         ("publish", 1, ["review", "design cover"]), ("design cover", 2, [])]
duration = {name: d for name, d, _ in tasks}
deps = {name: ds for name, _, ds in tasks}
finish = {}
while len(finish) < len(tasks):
    for name, _, ds in tasks:
        if name not in finish and all(d in finish for d in ds):
            finish[name] = max([finish[d] for d in ds], default=0) + duration[name]
order = sorted(finish, key=finish.get)
print(order)
print(f"Project takes {max(finish.values())} days; critical end: {max(finish, key=finish.get)}")
