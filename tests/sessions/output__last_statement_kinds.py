# What each kind of last statement gives as the step's output.
# ---- step ----
a, b = 1, 2
# ---- step ----
x = y = [a, b]
# ---- step ----
total = 10
total += 5
# ---- step ----
config = {"depth": 1}
config["depth"] = 3
# ---- step ----
limit: int = 40 + 2
# ---- step ----
print("printing returns None")
# ---- step ----
for i in range(3):
    i * 10
# ---- step ----
class Helper:
    """A class statement gives the class."""
# ---- step ----
if total > 3:
    total
    print("an if gives the last non-None value of the branch it ran")
# ---- step ----
config["depth"] *= 7
# ---- step ----
calls = []
def key():
    calls.append(1)
    return "depth"
config[key()] += 1
# ---- step ----
len(calls)
# ---- step ----
import math
# ---- expected ----
# {"ok": true, "output": [1, 2], "output_repr": "(1, 2)", "logs": "", "is_final_answer": false}
# {"ok": true, "output": [1, 2], "output_repr": "[1, 2]", "logs": "", "is_final_answer": false}
# {"ok": true, "output": 15, "output_repr": "15", "logs": "", "is_final_answer": false}
# {"ok": true, "output": 3, "output_repr": "3", "logs": "", "is_final_answer": false}
# {"ok": true, "output": 42, "output_repr": "42", "logs": "", "is_final_answer": false}
# {"ok": true, "output": null, "output_repr": "None", "logs": "printing returns None\n", "is_final_answer": false}
# {"ok": true, "output": 20, "output_repr": "20", "logs": "", "is_final_answer": false}
# {"ok": true, "output": null, "output_repr": "<class '__main__.Helper'>", "logs": "", "is_final_answer": false}
# {"ok": true, "output": 15, "output_repr": "15", "logs": "an if gives the last non-None value of the branch it ran\n", "is_final_answer": false}
# {"ok": true, "output": 21, "output_repr": "21", "logs": "", "is_final_answer": false}
# {"ok": true, "output": 22, "output_repr": "22", "logs": "", "is_final_answer": false}
# {"ok": true, "output": 1, "output_repr": "1", "logs": "", "is_final_answer": false}
# {"ok": true, "output": null, "output_repr": "None", "logs": "", "is_final_answer": false}
