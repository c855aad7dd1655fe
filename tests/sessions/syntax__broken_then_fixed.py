# Syntax errors an LLM makes; the next step is the fixed code and state is intact.
# ---- step ----
values = [4, 2, 9]
print(sorted(values))
# ---- step ----
for v in values
    print(v)
# ---- step ----
for v in values:
    print(v * 2)
# ---- step ----
message = "unterminated
print(message)
# ---- step ----
print(values, "ok")
if values:
print("no indent")
# ---- step ----
print(values, "fine")
sum(values)
# ---- expected ----
# {"ok": true, "output": null, "output_repr": "None", "logs": "[2, 4, 9]\n", "is_final_answer": false}
# {"ok": false, "error": {"type": "SyntaxError", "message": "expected ':'", "line": 1}, "logs": "", "is_final_answer": false}
# {"ok": true, "output": null, "output_repr": "None", "logs": "8\n4\n18\n", "is_final_answer": false}
# {"ok": false, "error": {"type": "SyntaxError", "message": "unterminated string literal (detected at line 1)", "line": 1}, "logs": "", "is_final_answer": false}
# {"ok": false, "error": {"type": "IndentationError", "message": "expected an indented block after 'if' statement on line 2", "line": 3}, "logs": "", "is_final_answer": false}
# {"ok": true, "output": 15, "output_repr": "15", "logs": "[4, 2, 9] fine\n", "is_final_answer": false}
