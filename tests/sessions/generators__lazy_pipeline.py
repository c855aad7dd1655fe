# A generator created in one step and consumed over the next ones.
# ---- step ----
def read_batches(data, size):
    for i in range(0, len(data), size):
        yield data[i:i + size]
batches = read_batches(list(range(10)), 4)
next(batches)
# ---- step ----
next(batches), next(batches)
# ---- step ----
next(batches)
# ---- step ----
squares = (x * x for x in range(6))
evens = [s for s in squares if s % 2 == 0]
print(evens, sum(squares))
# ---- step ----
def countdown(n):
    while n > 0:
        received = yield n
        n -= received or 1
gen = countdown(10)
print(next(gen), gen.send(3), gen.send(4), next(gen))
list(gen)
# ---- expected ----
# {"ok": true, "output": [0, 1, 2, 3], "output_repr": "[0, 1, 2, 3]", "logs": "", "is_final_answer": false}
# {"ok": true, "output": [[4, 5, 6, 7], [8, 9]], "output_repr": "([4, 5, 6, 7], [8, 9])", "logs": "", "is_final_answer": false}
# {"ok": false, "error": {"type": "StopIteration", "message": "", "line": 1, "rendered": "Code execution failed at line 'next(batches)' due to: StopIteration: "}, "logs": "", "is_final_answer": false}
# {"ok": true, "output": null, "output_repr": "None", "logs": "[0, 4, 16] 0\n", "is_final_answer": false}
# {"ok": true, "output": [1], "output_repr": "[1]", "logs": "10 7 3 2\n", "is_final_answer": false}
