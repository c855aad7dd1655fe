# copy vs deepcopy surprises, pprint output, bisect-based grading.
# ---- step ----
import copy, pprint, bisect
template = {"name": "", "tags": [], "meta": {"version": 1}}
a = copy.copy(template)
b = copy.deepcopy(template)
a["tags"].append("shared!")
b["meta"]["version"] = 2
template
# ---- step ----
nested = {"users": [{"name": f"user{i}", "roles": ["r" * i] * i, "active": i % 2 == 0} for i in range(1, 5)], "count": 4}
pprint.pprint(nested, width=60)
# ---- step ----
print(pprint.pformat(list(range(30)), width=40, compact=True))
pprint.pformat({"b": 1, "a": [1, 2]}, sort_dicts=True)
# ---- step ----
breakpoints = [60, 70, 80, 90]
grades = "FDCBA"
def grade(score):
    return grades[bisect.bisect(breakpoints, score)]
[grade(s) for s in [33, 99, 77, 70, 89, 90, 100]]
# ---- step ----
ordered = [1, 4, 4, 9]
bisect.insort(ordered, 5)
print(ordered, bisect.bisect_left(ordered, 4), bisect.bisect_right(ordered, 4))
grade("85")
# ---- expected ----
# {"ok": true, "output": {"name": "", "tags": ["shared!"], "meta": {"version": 1}}, "output_repr": "{'name': '', 'tags': ['shared!'], 'meta': {'version': 1}}", "logs": "", "is_final_answer": false}
# {"ok": true, "output": null, "output_repr": "None", "logs": "{'count': 4,\n 'users': [{'active': False,\n            'name': 'user1',\n            'roles': ['r']},\n           {'active': True,\n            'name': 'user2',\n            'roles': ['rr', 'rr']},\n           {'active': False,\n            'name': 'user3',\n            'roles': ['rrr', 'rrr', 'rrr']},\n           {'active': True,\n            'name': 'user4',\n            'roles': ['rrrr', 'rrrr', 'rrrr', 'rrrr']}]}\n", "is_final_answer": false}
# {"ok": true, "output": "{'a': [1, 2], 'b': 1}", "output_repr": "\"{'a': [1, 2], 'b': 1}\"", "logs": "[0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11,\n 12, 13, 14, 15, 16, 17, 18, 19, 20, 21,\n 22, 23, 24, 25, 26, 27, 28, 29]\n", "is_final_answer": false}
# {"ok": true, "output": ["F", "A", "C", "C", "B", "A", "A"], "output_repr": "['F', 'A', 'C', 'C', 'B', 'A', 'A']", "logs": "", "is_final_answer": false}
# {"ok": false, "error": {"type": "TypeError", "message": "'<' not supported between instances of 'str' and 'int'", "line": 4, "rendered": "Code execution failed at line 'grade(\"85\")' due to: TypeError: '<' not supported between instances of 'str' and 'int'"}, "logs": "[1, 4, 4, 5, 9] 1 3\n", "is_final_answer": false}
