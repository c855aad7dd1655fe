# while loops, walrus, break/else and match, as an agent writes them.
# ---- step ----
n = 27
steps = 0
while n != 1:
    n = n // 2 if n % 2 == 0 else 3 * n + 1
    steps += 1
steps
# ---- step ----
data = [3, 8, 1, 9, 4]
if (m := max(data)) > 5:
    print("big max", m)
for i, v in enumerate(data):
    if v == 7:
        print("found 7 at", i)
        break
else:
    print("no 7")
# ---- step ----
def describe(cmd):
    match cmd.split():
        case ["go", direction]:
            return f"moving {direction}"
        case ["pick", "up", *things] if things:
            return f"picking up {', '.join(things)}"
        case ["quit" | "exit"]:
            return "bye"
        case _:
            return f"unknown: {cmd!r}"
[describe(c) for c in ["go north", "pick up key lamp", "exit", "dance now"]]
# ---- step ----
queue = [1]
seen = []
while queue and len(seen) < 10:
    x = queue.pop(0)
    if x in seen:
        continue
    seen.append(x)
    queue += [x * 2, x * 3]
seen
# ---- expected ----
# {"ok": true, "output": 111, "output_repr": "111", "logs": "", "is_final_answer": false}
# {"ok": true, "output": null, "output_repr": "None", "logs": "big max 9\nno 7\n", "is_final_answer": false}
# {"ok": true, "output": ["moving north", "picking up key, lamp", "bye", "unknown: 'dance now'"], "output_repr": "['moving north', 'picking up key, lamp', 'bye', \"unknown: 'dance now'\"]", "logs": "", "is_final_answer": false}
# {"ok": true, "output": [1, 2, 3, 4, 6, 9, 8, 12, 18, 27], "output_repr": "[1, 2, 3, 4, 6, 9, 8, 12, 18, 27]", "logs": "", "is_final_answer": false}
