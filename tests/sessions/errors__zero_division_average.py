# Averaging an empty group divides by zero; the agent guards it.
# ---- step ----
scores = {"alice": [90, 85, 77], "bob": [], "carol": [65, 70]}
def average(values):
    return sum(values) / len(values)
averages = {name: average(v) for name, v in scores.items()}
# ---- step ----
def average(values):
    if not values:
        return None
    return round(sum(values) / len(values), 2)
averages = {name: average(v) for name, v in scores.items()}
averages
# ---- step ----
ranked = sorted((a, n) for n, a in averages.items() if a is not None)
print(ranked)
ranked[-1][1]
# ---- expected ----
# {"ok": false, "error": {"type": "ZeroDivisionError", "message": "division by zero", "line": 3, "rendered": "Code execution failed at line 'averages = {name: average(v) for name, v in scores.items()}' due to: ZeroDivisionError: division by zero"}, "logs": "", "is_final_answer": false}
# {"ok": true, "output": {"alice": 84.0, "bob": null, "carol": 67.5}, "output_repr": "{'alice': 84.0, 'bob': None, 'carol': 67.5}", "logs": "", "is_final_answer": false}
# {"ok": true, "output": "alice", "output_repr": "'alice'", "logs": "[(67.5, 'carol'), (84.0, 'alice')]\n", "is_final_answer": false}
