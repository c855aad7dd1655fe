# Classic TypeErrors an agent hits when building strings and sums.
# ---- step ----
count = 3
message = "Found " + count + " results"
# ---- step ----
message = "Found " + str(count) + " results"
message
# ---- step ----
values = ["4", "8", "15"]
total = sum(values)
# ---- step ----
total = sum(int(v) for v in values)
print(total)
len(total)
# ---- step ----
print(f"total={total}, digits={len(str(total))}")
# ---- expected ----
# {"ok": false, "error": {"type": "TypeError", "message": "can only concatenate str (not \"int\") to str", "line": 2, "rendered": "Code execution failed at line 'message = \"Found \" + count + \" results\"' due to: TypeError: can only concatenate str (not \"int\") to str"}, "logs": "", "is_final_answer": false}
# {"ok": true, "output": "Found 3 results", "output_repr": "'Found 3 results'", "logs": "", "is_final_answer": false}
# {"ok": false, "error": {"type": "TypeError", "message": "unsupported operand type(s) for +: 'int' and 'str'", "line": 2, "rendered": "Code execution failed at line 'total = sum(values)' due to: TypeError: unsupported operand type(s) for +: 'int' and 'str'"}, "logs": "", "is_final_answer": false}
# {"ok": false, "error": {"type": "TypeError", "message": "object of type 'int' has no len()", "line": 3, "rendered": "Code execution failed at line 'len(total)' due to: TypeError: object of type 'int' has no len()"}, "logs": "27\n", "is_final_answer": false}
# {"ok": true, "output": null, "output_repr": "None", "logs": "total=27, digits=2\n", "is_final_answer": false}
