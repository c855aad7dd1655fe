# An agent summarises sales records: group, total, sort, then answers.
# ---- step ----
sales = [
    {"region": "north", "product": "widget", "units": 12, "price": 2.5},
    {"region": "south", "product": "gadget", "units": 3, "price": 10.0},
    {"region": "north", "product": "gadget", "units": 7, "price": 10.0},
    {"region": "east", "product": "widget", "units": 20, "price": 2.5},
    {"region": "south", "product": "widget", "units": 9, "price": 2.75},
]
print(f"{len(sales)} records loaded")
sales[0]
# ---- step ----
totals = {}
for row in sales:
    totals[row["region"]] = totals.get(row["region"], 0) + row["units"] * row["price"]
print(totals)
ranked = sorted(totals.items(), key=lambda kv: kv[1], reverse=True)
ranked
# ---- step ----
for region, revenue in ranked:
    print(f"{region:<6} {revenue:>8.2f}")
best = ranked[0][0]
# ---- step ----
final_answer(f"The best region is {best} with {totals[best]:.1f} in revenue")
# ---- expected ----
# {"ok": true, "output": {"region": "north", "product": "widget", "units": 12, "price": 2.5}, "output_repr": "{'region': 'north', 'product': 'widget', 'units': 12, 'price': 2.5}", "logs": "5 records loaded\n", "is_final_answer": false}
# {"ok": true, "output": [["north", 100.0], ["south", 54.75], ["east", 50.0]], "output_repr": "[('north', 100.0), ('south', 54.75), ('east', 50.0)]", "logs": "{'north': 100.0, 'south': 54.75, 'east': 50.0}\n", "is_final_answer": false}
# {"ok": true, "output": "north", "output_repr": "'north'", "logs": "north    100.00\nsouth     54.75\neast      50.00\n", "is_final_answer": false}
# {"ok": true, "output": "The best region is north with 100.0 in revenue", "output_repr": "'The best region is north with 100.0 in revenue'", "logs": "", "is_final_answer": true}
