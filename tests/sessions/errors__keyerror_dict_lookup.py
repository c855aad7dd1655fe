# A KeyError on a misspelled key; the agent inspects the keys and retries.
# ---- step ----
user = {"name": "Ada", "email": "ada@example.com", "roles": ["admin", "dev"]}
print(user["mail"])
# ---- step ----
print(sorted(user.keys()))
user.get("mail", "no such key")
# ---- step ----
email = user["email"]
domain = email.split("@")[1]
domain
# ---- step ----
"admin" in user["roles"], len(user["roles"])
# ---- expected ----
# {"ok": false, "error": {"type": "KeyError", "message": "'mail'", "line": 2, "rendered": "Code execution failed at line 'print(user[\"mail\"])' due to: KeyError: 'mail'"}, "logs": "", "is_final_answer": false}
# {"ok": true, "output": "no such key", "output_repr": "'no such key'", "logs": "['email', 'name', 'roles']\n", "is_final_answer": false}
# {"ok": true, "output": "example.com", "output_repr": "'example.com'", "logs": "", "is_final_answer": false}
# {"ok": true, "output": [true, 2], "output_repr": "(True, 2)", "logs": "", "is_final_answer": false}
