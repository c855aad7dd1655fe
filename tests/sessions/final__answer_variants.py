# final_answer from inside functions, loops and try blocks; the step ends at once.
# ---- step ----
def solve(items):
    for i, it in enumerate(items):
        if it > 10:
            final_answer({"index": i, "value": it})
    return None
print("before")
solve([3, 7, 12, 40])
print("never printed")
# ---- step ----
try:
    final_answer("from try")
except Exception:
    print("caught?")
# ---- step ----
results = [n * n for n in range(5)]
final_answer(answer=results)
# ---- step ----
print("still alive", results[-1])
final_answer((1, "tuple"))
# ---- step ----
x = 5
final_answer(None) if x > 3 else print("no")
# ---- expected ----
# {"ok": true, "output": {"index": 2, "value": 12}, "output_repr": "{'index': 2, 'value': 12}", "logs": "before\n", "is_final_answer": true}
# {"ok": true, "output": "from try", "output_repr": "'from try'", "logs": "", "is_final_answer": true}
# {"ok": true, "output": [0, 1, 4, 9, 16], "output_repr": "[0, 1, 4, 9, 16]", "logs": "", "is_final_answer": true}
# {"ok": true, "output": [1, "tuple"], "output_repr": "(1, 'tuple')", "logs": "still alive 16\n", "is_final_answer": true}
# {"ok": true, "output": null, "output_repr": "None", "logs": "", "is_final_answer": true}
