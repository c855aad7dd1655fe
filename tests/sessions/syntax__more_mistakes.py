# Further syntax errors: compile-time checks, not only parsing.
# ---- step ----
def outer():
    nonlocal z
    z = 1
# ---- step ----
def g(x, x):
    return x
# ---- step ----
items = [1, 2, 3]
items[0] += = 1
# ---- step ----
lambda x: yield x
# ---- step ----
f"{}"
# ---- step ----
x = [i for i in range(3) if i > 0 else 0]
# ---- step ----
print(items
# ---- step ----
a, b += 1, 2
# ---- step ----
del f()
# ---- step ----
"abc" = value
# ---- step ----
import
# ---- step ----
try:
    pass
print("no except")
# ---- step ----
items
# ---- expected ----
# {"ok": false, "error": {"type": "SyntaxError", "message": "no binding for nonlocal 'z' found", "line": 2}, "logs": "", "is_final_answer": false}
# {"ok": false, "error": {"type": "SyntaxError", "message": "duplicate argument 'x' in function definition", "line": 1}, "logs": "", "is_final_answer": false}
# {"ok": false, "error": {"type": "SyntaxError", "message": "invalid syntax", "line": 2}, "logs": "", "is_final_answer": false}
# {"ok": false, "error": {"type": "SyntaxError", "message": "invalid syntax", "line": 1}, "logs": "", "is_final_answer": false}
# {"ok": false, "error": {"type": "SyntaxError", "message": "f-string: empty expression not allowed", "line": 1}, "logs": "", "is_final_answer": false}
# {"ok": false, "error": {"type": "SyntaxError", "message": "invalid syntax", "line": 1}, "logs": "", "is_final_answer": false}
# {"ok": false, "error": {"type": "SyntaxError", "message": "'(' was never closed", "line": 1}, "logs": "", "is_final_answer": false}
# {"ok": false, "error": {"type": "SyntaxError", "message": "'tuple' is an illegal expression for augmented assignment", "line": 1}, "logs": "", "is_final_answer": false}
# {"ok": false, "error": {"type": "SyntaxError", "message": "cannot delete function call", "line": 1}, "logs": "", "is_final_answer": false}
# {"ok": false, "error": {"type": "SyntaxError", "message": "cannot assign to literal here. Maybe you meant '==' instead of '='?", "line": 1}, "logs": "", "is_final_answer": false}
# {"ok": false, "error": {"type": "SyntaxError", "message": "invalid syntax", "line": 1}, "logs": "", "is_final_answer": false}
# {"ok": false, "error": {"type": "SyntaxError", "message": "expected 'except' or 'finally' block", "line": 3}, "logs": "", "is_final_answer": false}
# {"ok": false, "error": {"type": "NameError", "message": "name 'items' is not defined", "line": 1, "rendered": "Code execution failed at line 'items' due to: NameError: name 'items' is not defined"}, "logs": "", "is_final_answer": false}
