# Error messages agents read and react to; every step fails with CPython's message.
# ---- step ----
items = [1, 2, 3]
items[5]
# ---- step ----
items.push(4)
# ---- step ----
int("12a")
# ---- step ----
first, second = items
# ---- step ----
def area(w, h):
    return w * h
area(3)
# ---- step ----
area(1, 2, 3)
# ---- step ----
None + 1
# ---- step ----
result = None
result["key"]
# ---- expected ----
# {"ok": false, "error": {"type": "IndexError", "message": "list index out of range", "line": 2, "rendered": "Code execution failed at line 'items[5]' due to: IndexError: list index out of range"}, "logs": "", "is_final_answer": false}
# {"ok": false, "error": {"type": "AttributeError", "message": "'list' object has no attribute 'push'", "line": 1, "rendered": "Code execution failed at line 'items.push(4)' due to: AttributeError: 'list' object has no attribute 'push'"}, "logs": "", "is_final_answer": false}
# {"ok": false, "error": {"type": "ValueError", "message": "invalid literal for int() with base 10: '12a'", "line": 1, "rendered": "Code execution failed at line 'int(\"12a\")' due to: ValueError: invalid literal for int() with base 10: '12a'"}, "logs": "", "is_final_answer": false}
# {"ok": false, "error": {"type": "ValueError", "message": "too many values to unpack (expected 2)", "line": 1, "rendered": "Code execution failed at line 'first, second = items' due to: ValueError: too many values to unpack (expected 2)"}, "logs": "", "is_final_answer": false}
# {"ok": false, "error": {"type": "TypeError", "message": "area() missing 1 required positional argument: 'h'", "line": 3, "rendered": "Code execution failed at line 'area(3)' due to: TypeError: area() missing 1 required positional argument: 'h'"}, "logs": "", "is_final_answer": false}
# {"ok": false, "error": {"type": "TypeError", "message": "area() takes 2 positional arguments but 3 were given", "line": 1, "rendered": "Code execution failed at line 'area(1, 2, 3)' due to: TypeError: area() takes 2 positional arguments but 3 were given"}, "logs": "", "is_final_answer": false}
# {"ok": false, "error": {"type": "TypeError", "message": "unsupported operand type(s) for +: 'NoneType' and 'int'", "line": 1, "rendered": "Code execution failed at line 'None + 1' due to: TypeError: unsupported operand type(s) for +: 'NoneType' and 'int'"}, "logs": "", "is_final_answer": false}
# {"ok": false, "error": {"type": "TypeError", "message": "'NoneType' object is not subscriptable", "line": 2, "rendered": "Code execution failed at line 'result[\"key\"]' due to: TypeError: 'NoneType' object is not subscriptable"}, "logs": "", "is_final_answer": false}
