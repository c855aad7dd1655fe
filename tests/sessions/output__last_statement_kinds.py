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
def helper():
    return 1
# ---- step ----
config["depth"] *= 7
# ---- step ----
import math
# ---- expected ----
# {"ok": true, "output": [1, 2], "output_repr": "(1, 2)", "logs": "", "is_final_answer": false}
# {"ok": true, "output": [1, 2], "output_repr": "[1, 2]", "logs": "", "is_final_answer": false}
# {"ok": true, "output": 15, "output_repr": "15", "logs": "", "is_final_answer": false}
# {"ok": true, "output": 3, "output_repr": "3", "logs": "", "is_final_answer": false}
# {"ok": true, "output": 42, "output_repr": "42", "logs": "", "is_final_answer": false}
# {"ok": true, "output": null, "output_repr": "None", "logs": "printing returns None\n", "is_final_answer": false}
# {"ok": true, "output": null, "output_repr": "None", "logs": "", "is_final_answer": false}
# {"ok": true, "output": null, "output_repr": "None", "logs": "", "is_final_answer": false}
# {"ok": true, "output": 21, "output_repr": "21", "logs": "", "is_final_answer": false}
# {"ok": true, "output": null, "output_repr": "None", "logs": "", "is_final_answer": false}
