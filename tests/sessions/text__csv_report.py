# Parsing CSV text, cleaning fields, computing per-column totals.
# ---- step ----
import csv
raw = """date,item,qty,unit_price
2024-01-03,apple,3,0.5
2024-01-03,banana, 12 ,0.25
2024-01-04,apple,,0.5
2024-01-05,"cherry, dark",40,0.1
2024-01-05,banana,6,0.25"""
rows = list(csv.DictReader(raw.splitlines()))
len(rows), rows[1]
# ---- step ----
clean = []
for r in rows:
    qty = r["qty"].strip()
    if not qty:
        print("skipping", r["date"], r["item"])
        continue
    clean.append({"date": r["date"], "item": r["item"], "total": int(qty) * float(r["unit_price"])})
clean
# ---- step ----
from collections import defaultdict
per_item = defaultdict(float)
for r in clean:
    per_item[r["item"]] += r["total"]
dict(per_item)
# ---- step ----
out = []
writer = csv.writer(out_lines := [])
lines = [",".join(["item", "total"])] + [f'"{k}",{v:.2f}' if "," in k else f"{k},{v:.2f}" for k, v in sorted(per_item.items())]
print("\n".join(lines))
# ---- step ----
list(csv.reader(['a,"b,c",d', 'x;y'], delimiter=","))
# ---- expected ----
# {"ok": true, "output": [5, {"date": "2024-01-03", "item": "banana", "qty": " 12 ", "unit_price": "0.25"}], "output_repr": "(5, {'date': '2024-01-03', 'item': 'banana', 'qty': ' 12 ', 'unit_price': '0.25'})", "logs": "", "is_final_answer": false}
# {"ok": true, "output": [{"date": "2024-01-03", "item": "apple", "total": 1.5}, {"date": "2024-01-03", "item": "banana", "total": 3.0}, {"date": "2024-01-05", "item": "cherry, dark", "total": 4.0}, {"date": "2024-01-05", "item": "banana", "total": 1.5}], "output_repr": "[{'date': '2024-01-03', 'item': 'apple', 'total': 1.5}, {'date': '2024-01-03', 'item': 'banana', 'total': 3.0}, {'date': '2024-01-05', 'item': 'cherry, dark', 'total': 4.0}, {'date': '2024-01-05', 'item': 'banana', 'total': 1.5}]", "logs": "skipping 2024-01-04 apple\n", "is_final_answer": false}
# {"ok": true, "output": {"apple": 1.5, "banana": 4.5, "cherry, dark": 4.0}, "output_repr": "{'apple': 1.5, 'banana': 4.5, 'cherry, dark': 4.0}", "logs": "", "is_final_answer": false}
# {"ok": false, "error": {"type": "TypeError", "message": "argument 1 must have a \"write\" method", "line": 2, "rendered": "Code execution failed at line 'writer = csv.writer(out_lines := [])' due to: TypeError: argument 1 must have a \"write\" method"}, "logs": "", "is_final_answer": false}
# {"ok": true, "output": [["a", "b,c", "d"], ["x;y"]], "output_repr": "[['a', 'b,c', 'd'], ['x;y']]", "logs": "", "is_final_answer": false}
