# global statements, mutable defaults and redefinitions across steps.
# ---- step ----
counter = 0
def bump(by=1):
    global counter
    counter += by
    return counter
bump(), bump(5)
# ---- step ----
bump()
counter
# ---- step ----
def remember(item, seen=[]):
    seen.append(item)
    return seen
remember("a")
remember("b")
# ---- step ----
remember("c"), remember.__defaults__
# ---- step ----
class Thing:
    kind = "v1"
t1 = Thing()
class Thing:
    kind = "v2"
t2 = Thing()
print(isinstance(t1, Thing), t1.kind, t2.kind, type(t1).__name__)
# ---- step ----
def bump(by=1):
    global counter
    counter -= by
    return counter
bump(10)
# ---- step ----
def local_only():
    counter = 100
    return counter
local_only(), counter
# ---- expected ----
# {"ok": true, "output": [1, 6], "output_repr": "(1, 6)", "logs": "", "is_final_answer": false}
# {"ok": true, "output": 7, "output_repr": "7", "logs": "", "is_final_answer": false}
# {"ok": true, "output": ["a", "b"], "output_repr": "['a', 'b']", "logs": "", "is_final_answer": false}
# {"ok": true, "output": [["a", "b", "c"], [["a", "b", "c"]]], "output_repr": "(['a', 'b', 'c'], (['a', 'b', 'c'],))", "logs": "", "is_final_answer": false}
# {"ok": true, "output": null, "output_repr": "None", "logs": "False v1 v2 Thing\n", "is_final_answer": false}
# {"ok": true, "output": -3, "output_repr": "-3", "logs": "", "is_final_answer": false}
# {"ok": true, "output": [100, -3], "output_repr": "(100, -3)", "logs": "", "is_final_answer": false}
