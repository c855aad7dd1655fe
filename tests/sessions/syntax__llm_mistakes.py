# More syntax slips an LLM makes between working steps.
# ---- step ----
print "hello"
# ---- step ----
data = {"a": 1, "b": 2
print(data)
# ---- step ----
data = {"a": 1, "b": 2}
total = sum(data.values()))
# ---- step ----
if total > 2:
    print("big")
else if total > 1:
    print("medium")
# ---- step ----
result = f"{data['a']" + "x"
# ---- step ----
class = "warrior"
# ---- step ----
return data
# ---- step ----
for k in data:
    print(k)
  print("dedent")
# ---- step ----
    x = 1
# ---- step ----
def f(a=1, b):
    return a + b
# ---- step ----
f(a=1, 2)
# ---- step ----
1 = x
# ---- step ----
print(data)
break
# ---- expected ----
# {"ok": false, "error": {"type": "SyntaxError", "message": "Missing parentheses in call to 'print'. Did you mean print(...)?", "line": 1}, "logs": "", "is_final_answer": false}
# {"ok": false, "error": {"type": "SyntaxError", "message": "'{' was never closed", "line": 1}, "logs": "", "is_final_answer": false}
# {"ok": false, "error": {"type": "SyntaxError", "message": "unmatched ')'", "line": 2}, "logs": "", "is_final_answer": false}
# {"ok": false, "error": {"type": "SyntaxError", "message": "expected ':'", "line": 3}, "logs": "", "is_final_answer": false}
# {"ok": false, "error": {"type": "SyntaxError", "message": "f-string: expecting '}'", "line": 1}, "logs": "", "is_final_answer": false}
# {"ok": false, "error": {"type": "SyntaxError", "message": "invalid syntax", "line": 1}, "logs": "", "is_final_answer": false}
# {"ok": false, "error": {"type": "SyntaxError", "message": "'return' outside function", "line": 1}, "logs": "", "is_final_answer": false}
# {"ok": false, "error": {"type": "IndentationError", "message": "unindent does not match any outer indentation level", "line": 3}, "logs": "", "is_final_answer": false}
# {"ok": false, "error": {"type": "IndentationError", "message": "unexpected indent", "line": 1}, "logs": "", "is_final_answer": false}
# {"ok": false, "error": {"type": "SyntaxError", "message": "non-default argument follows default argument", "line": 1}, "logs": "", "is_final_answer": false}
# {"ok": false, "error": {"type": "SyntaxError", "message": "positional argument follows keyword argument", "line": 1}, "logs": "", "is_final_answer": false}
# {"ok": false, "error": {"type": "SyntaxError", "message": "cannot assign to literal here. Maybe you meant '==' instead of '='?", "line": 1}, "logs": "", "is_final_answer": false}
# {"ok": false, "error": {"type": "SyntaxError", "message": "'break' outside loop", "line": 2}, "logs": "", "is_final_answer": false}
