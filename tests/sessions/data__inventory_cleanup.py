# Cleaning messy records: normalising strings, parsing numbers, deduplicating, validating.
# ---- step ----
raw = [
    {"sku": " a-100 ", "name": "Blue  Mug", "qty": "12", "price": "4.50"},
    {"sku": "A-100", "name": "blue mug", "qty": "3", "price": "4.5"},
    {"sku": "b-200", "name": "Red Plate", "qty": "", "price": "7"},
    {"sku": "C-300", "name": "Green Bowl", "qty": "five", "price": "6.25"},
    {"sku": "d-400", "name": "  Tea Pot", "qty": "2", "price": "N/A"},
]
def norm_sku(s):
    return s.strip().upper()
def norm_name(s):
    return " ".join(s.split()).title()
[(norm_sku(r["sku"]), norm_name(r["name"])) for r in raw]
# ---- step ----
merged = {}
problems = []
for r in raw:
    sku = norm_sku(r["sku"])
    try:
        qty = int(r["qty"]) if r["qty"] else 0
        price = float(r["price"])
    except ValueError as e:
        problems.append((sku, str(e)))
        continue
    entry = merged.setdefault(sku, {"name": norm_name(r["name"]), "qty": 0, "price": price})
    entry["qty"] += qty
print(problems)
merged
# ---- step ----
value = {sku: round(e["qty"] * e["price"], 2) for sku, e in merged.items()}
total = sum(value.values())
print(f"stock value: {total:.2f} over {len(value)} SKUs")
max(value, key=value.get)
# ---- step ----
low = sorted((e["qty"], sku) for sku, e in merged.items() if e["qty"] < 5)
final_answer({"total": total, "low_stock": [sku for _, sku in low], "rejected": [p[0] for p in problems]})
# ---- expected ----
# {"ok": true, "output": [["A-100", "Blue Mug"], ["A-100", "Blue Mug"], ["B-200", "Red Plate"], ["C-300", "Green Bowl"], ["D-400", "Tea Pot"]], "output_repr": "[('A-100', 'Blue Mug'), ('A-100', 'Blue Mug'), ('B-200', 'Red Plate'), ('C-300', 'Green Bowl'), ('D-400', 'Tea Pot')]", "logs": "", "is_final_answer": false}
# {"ok": true, "output": {"A-100": {"name": "Blue Mug", "qty": 15, "price": 4.5}, "B-200": {"name": "Red Plate", "qty": 0, "price": 7.0}}, "output_repr": "{'A-100': {'name': 'Blue Mug', 'qty': 15, 'price': 4.5}, 'B-200': {'name': 'Red Plate', 'qty': 0, 'price': 7.0}}", "logs": "[('C-300', \"invalid literal for int() with base 10: 'five'\"), ('D-400', \"could not convert string to float: 'N/A'\")]\n", "is_final_answer": false}
# {"ok": true, "output": "A-100", "output_repr": "'A-100'", "logs": "stock value: 67.50 over 2 SKUs\n", "is_final_answer": false}
# {"ok": true, "output": {"total": 67.5, "low_stock": ["B-200"], "rejected": ["C-300", "D-400"]}, "output_repr": "{'total': 67.5, 'low_stock': ['B-200'], 'rejected': ['C-300', 'D-400']}", "logs": "", "is_final_answer": true}
