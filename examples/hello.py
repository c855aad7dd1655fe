"""A tiny agent-style program: parse records, aggregate, report."""
records = [
    {"name": "alice", "dept": "eng", "salary": 120_000},
    {"name": "bob", "dept": "eng", "salary": 95_000},
    {"name": "carol", "dept": "sales", "salary": 70_000},
]
by_dept = {}
for r in records:
    by_dept.setdefault(r["dept"], []).append(r["salary"])
for dept, salaries in sorted(by_dept.items()):
    print(f"{dept:>6}: {len(salaries)} people, mean {sum(salaries) / len(salaries):,.1f}")
