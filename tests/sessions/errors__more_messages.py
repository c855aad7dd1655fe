# More CPython error messages: iteration, hashing, attribute and call errors.
# ---- step ----
for ch in 42:
    print(ch)
# ---- step ----
{[1, 2]: "list key"}
# ---- step ----
counts = {"a": 1, "b": 2}
for k in counts:
    counts[k + k] = 0
# ---- step ----
def f():
    total = total + 1
    return total
f()
# ---- step ----
"abc".index("z")
# ---- step ----
[].pop()
# ---- step ----
float("one point five")
# ---- step ----
area(w=1, h=2, d=3)
# ---- expected ----
# {"ok": false, "error": {"type": "TypeError", "message": "'int' object is not iterable", "line": 1, "rendered": "Code execution failed at line 'for ch in 42:\n    print(ch)' due to: TypeError: 'int' object is not iterable"}, "logs": "", "is_final_answer": false}
# {"ok": false, "error": {"type": "TypeError", "message": "unhashable type: 'list'", "line": 1, "rendered": "Code execution failed at line '{[1, 2]: \"list key\"}' due to: TypeError: unhashable type: 'list'"}, "logs": "", "is_final_answer": false}
# {"ok": false, "error": {"type": "RuntimeError", "message": "dictionary changed size during iteration", "line": 2, "rendered": "Code execution failed at line 'for k in counts:\n    counts[k + k] = 0' due to: RuntimeError: dictionary changed size during iteration"}, "logs": "", "is_final_answer": false}
# {"ok": false, "error": {"type": "UnboundLocalError", "message": "cannot access local variable 'total' where it is not associated with a value", "line": 2, "rendered": "Code execution failed at line 'f()' due to: UnboundLocalError: cannot access local variable 'total' where it is not associated with a value"}, "logs": "", "is_final_answer": false}
# {"ok": false, "error": {"type": "ValueError", "message": "substring not found", "line": 1, "rendered": "Code execution failed at line '\"abc\".index(\"z\")' due to: ValueError: substring not found"}, "logs": "", "is_final_answer": false}
# {"ok": false, "error": {"type": "IndexError", "message": "pop from empty list", "line": 1, "rendered": "Code execution failed at line '[].pop()' due to: IndexError: pop from empty list"}, "logs": "", "is_final_answer": false}
# {"ok": false, "error": {"type": "ValueError", "message": "could not convert string to float: 'one point five'", "line": 1, "rendered": "Code execution failed at line 'float(\"one point five\")' due to: ValueError: could not convert string to float: 'one point five'"}, "logs": "", "is_final_answer": false}
# {"ok": false, "error": {"type": "NameError", "message": "name 'area' is not defined", "line": 1, "rendered": "Code execution failed at line 'area(w=1, h=2, d=3)' due to: NameError: name 'area' is not defined"}, "logs": "", "is_final_answer": false}
