# Sorting records by several keys, stable sorts, and a TypeError from mixed types.
# ---- step ----
people = [
    {"name": "Zoe", "age": 31, "city": "Lyon"},
    {"name": "adam", "age": 25, "city": "Paris"},
    {"name": "Bea", "age": 31, "city": "Nice"},
    {"name": "Carl", "age": 25, "city": "Lyon"},
    {"name": "dora", "age": 40, "city": None},
]
sorted(p["name"] for p in people)
# ---- step ----
sorted(p["name"] for p in people), sorted((p["name"] for p in people), key=str.lower)
# ---- step ----
by_age_then_name = sorted(people, key=lambda p: (-p["age"], p["name"].lower()))
[(p["name"], p["age"]) for p in by_age_then_name]
# ---- step ----
sorted(people, key=lambda p: p["city"])
# ---- step ----
sorted(people, key=lambda p: (p["city"] is None, p["city"] or ""))
[p["name"] for p in _] if False else [p["name"] for p in sorted(people, key=lambda p: (p["city"] is None, p["city"] or ""))]
# ---- step ----
import operator
people.sort(key=operator.itemgetter("age"))
print([p["name"] for p in people])
max(people, key=operator.itemgetter("age"))["name"], min(p["age"] for p in people)
# ---- expected ----
# {"ok": true, "output": ["Bea", "Carl", "Zoe", "adam", "dora"], "output_repr": "['Bea', 'Carl', 'Zoe', 'adam', 'dora']", "logs": "", "is_final_answer": false}
# {"ok": true, "output": [["Bea", "Carl", "Zoe", "adam", "dora"], ["adam", "Bea", "Carl", "dora", "Zoe"]], "output_repr": "(['Bea', 'Carl', 'Zoe', 'adam', 'dora'], ['adam', 'Bea', 'Carl', 'dora', 'Zoe'])", "logs": "", "is_final_answer": false}
# {"ok": true, "output": [["dora", 40], ["Bea", 31], ["Zoe", 31], ["adam", 25], ["Carl", 25]], "output_repr": "[('dora', 40), ('Bea', 31), ('Zoe', 31), ('adam', 25), ('Carl', 25)]", "logs": "", "is_final_answer": false}
# {"ok": false, "error": {"type": "TypeError", "message": "'<' not supported between instances of 'NoneType' and 'str'", "line": 1, "rendered": "Code execution failed at line 'sorted(people, key=lambda p: p[\"city\"])' due to: TypeError: '<' not supported between instances of 'NoneType' and 'str'"}, "logs": "", "is_final_answer": false}
# {"ok": true, "output": ["Zoe", "Carl", "Bea", "adam", "dora"], "output_repr": "['Zoe', 'Carl', 'Bea', 'adam', 'dora']", "logs": "", "is_final_answer": false}
# {"ok": true, "output": ["dora", 25], "output_repr": "('dora', 25)", "logs": "['adam', 'Carl', 'Zoe', 'Bea', 'dora']\n", "is_final_answer": false}
