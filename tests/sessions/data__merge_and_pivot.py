# Joining two tables (lists of dicts), pivoting, top-k with heapq.
# ---- step ----
employees = [
    {"id": 1, "name": "Ana", "dept": "eng", "salary": 120},
    {"id": 2, "name": "Ben", "dept": "ops", "salary": 90},
    {"id": 3, "name": "Cid", "dept": "eng", "salary": 135},
    {"id": 4, "name": "Dee", "dept": "sales", "salary": 70},
    {"id": 5, "name": "Eve", "dept": "ops", "salary": 95},
]
reviews = [
    {"emp": 1, "year": 2022, "score": 4},
    {"emp": 1, "year": 2023, "score": 5},
    {"emp": 3, "year": 2023, "score": 3},
    {"emp": 4, "year": 2022, "score": 2},
    {"emp": 5, "year": 2023, "score": 4},
    {"emp": 9, "year": 2023, "score": 1},
]
by_id = {e["id"]: e for e in employees}
joined = [{**by_id[r["emp"]], **r} for r in reviews if r["emp"] in by_id]
len(joined), joined[0]
# ---- step ----
pivot = {}
for row in joined:
    pivot.setdefault(row["name"], {})[row["year"]] = row["score"]
for name in sorted(pivot):
    print(name, [pivot[name].get(y, "-") for y in (2022, 2023)])
# ---- step ----
import heapq
print(heapq.nlargest(2, employees, key=lambda e: e["salary"]))
heapq.nsmallest(3, (e["salary"] for e in employees))
# ---- step ----
from itertools import groupby
from operator import itemgetter
stats = {}
for dept, group in groupby(sorted(employees, key=itemgetter("dept")), key=itemgetter("dept")):
    sal = [g["salary"] for g in group]
    stats[dept] = {"n": len(sal), "avg": sum(sal) / len(sal), "max": max(sal)}
stats
# ---- step ----
orphans = [r for r in reviews if r["emp"] not in by_id]
missing = sorted(set(by_id) - {r["emp"] for r in reviews})
final_answer({"orphans": orphans, "never_reviewed": [by_id[i]["name"] for i in missing], "depts": stats})
# ---- expected ----
# {"ok": true, "output": [5, {"id": 1, "name": "Ana", "dept": "eng", "salary": 120, "emp": 1, "year": 2022, "score": 4}], "output_repr": "(5, {'id': 1, 'name': 'Ana', 'dept': 'eng', 'salary': 120, 'emp': 1, 'year': 2022, 'score': 4})", "logs": "", "is_final_answer": false}
# {"ok": true, "output": null, "output_repr": "None", "logs": "Ana [4, 5]\nCid ['-', 3]\nDee [2, '-']\nEve ['-', 4]\n", "is_final_answer": false}
# {"ok": true, "output": [70, 90, 95], "output_repr": "[70, 90, 95]", "logs": "[{'id': 3, 'name': 'Cid', 'dept': 'eng', 'salary': 135}, {'id': 1, 'name': 'Ana', 'dept': 'eng', 'salary': 120}]\n", "is_final_answer": false}
# {"ok": true, "output": {"eng": {"n": 2, "avg": 127.5, "max": 135}, "ops": {"n": 2, "avg": 92.5, "max": 95}, "sales": {"n": 1, "avg": 70.0, "max": 70}}, "output_repr": "{'eng': {'n': 2, 'avg': 127.5, 'max': 135}, 'ops': {'n': 2, 'avg': 92.5, 'max': 95}, 'sales': {'n': 1, 'avg': 70.0, 'max': 70}}", "logs": "", "is_final_answer": false}
# {"ok": true, "output": {"orphans": [{"emp": 9, "year": 2023, "score": 1}], "never_reviewed": ["Ben"], "depts": {"eng": {"n": 2, "avg": 127.5, "max": 135}, "ops": {"n": 2, "avg": 92.5, "max": 95}, "sales": {"n": 1, "avg": 70.0, "max": 70}}}, "output_repr": "{'orphans': [{'emp': 9, 'year': 2023, 'score': 1}], 'never_reviewed': ['Ben'], 'depts': {'eng': {'n': 2, 'avg': 127.5, 'max': 135}, 'ops': {'n': 2, 'avg': 92.5, 'max': 95}, 'sales': {'n': 1, 'avg': 70.0, 'max': 70}}}", "logs": "", "is_final_answer": true}
