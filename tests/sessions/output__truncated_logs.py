# Logs and output_repr longer than --max-print-outputs-length are truncated like smolagents.
# options: {"max_print_outputs_length": 120}
# ---- step ----
for i in range(40):
    print(f"line {i:02d}")
# ---- step ----
list(range(100))
# ---- step ----
print("short")
"x" * 119
# ---- step ----
print("é" * 200)
1 / 0
# ---- expected ----
# {"ok": true, "output": null, "output_repr": "None", "logs": "line 00\nline 01\nline 02\nline 03\nline 04\nline 05\nline 06\nline\n..._This content has been truncated to stay below 120 characters_...\n 32\nline 33\nline 34\nline 35\nline 36\nline 37\nline 38\nline 39\n", "is_final_answer": false}
# {"ok": true, "output": [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30, 31, 32, 33, 34, 35, 36, 37, 38, 39, 40, 41, 42, 43, 44, 45, 46, 47, 48, 49, 50, 51, 52, 53, 54, 55, 56, 57, 58, 59, 60, 61, 62, 63, 64, 65, 66, 67, 68, 69, 70, 71, 72, 73, 74, 75, 76, 77, 78, 79, 80, 81, 82, 83, 84, 85, 86, 87, 88, 89, 90, 91, 92, 93, 94, 95, 96, 97, 98, 99], "output_repr": "[0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 1\n..._This content has been truncated to stay below 120 characters_...\n 85, 86, 87, 88, 89, 90, 91, 92, 93, 94, 95, 96, 97, 98, 99]", "logs": "", "is_final_answer": false}
# {"ok": true, "output": "xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx", "output_repr": "'xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx\n..._This content has been truncated to stay below 120 characters_...\nxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx'", "logs": "short\n", "is_final_answer": false}
# {"ok": false, "error": {"type": "ZeroDivisionError", "message": "division by zero", "line": 2, "rendered": "Code execution failed at line '1 / 0' due to: ZeroDivisionError: division by zero"}, "logs": "éééééééééééééééééééééééééééééééééééééééééééééééééééééééééééé\n..._This content has been truncated to stay below 120 characters_...\nééééééééééééééééééééééééééééééééééééééééééééééééééééééééééé\n", "is_final_answer": false}
