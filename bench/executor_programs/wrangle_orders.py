# Parse messy order lines, clean them, group and report (the commonest agent task).
regions = ["  North", "south ", "EAST", "West", "north", " Central "]
products = ["Widget", "gadget", "Doohickey ", " gizmo", "sprocket"]
lines = []
state = 7
for i in range(1500):
    state = (state * 1103515245 + 12345) % 2147483648
    qty = (state >> 9) % 40
    lines.append(f"{i:05d};{regions[state % 6]};{products[(state >> 5) % 5]};{qty if i % 53 else 'n/a'};{((state >> 13) % 20000) / 100:.2f}")
records = []
for line in lines:
    oid, region, product, qty, price = line.split(";")
    if not qty.isdigit():
        continue
    records.append({"id": int(oid), "region": region.strip().title(), "product": product.strip().lower(),
                    "qty": int(qty), "price": float(price)})
by_region = {}
for r in records:
    g = by_region.setdefault(r["region"], {"orders": 0, "revenue": 0.0, "units": 0})
    g["orders"] += 1
    g["units"] += r["qty"]
    g["revenue"] += r["qty"] * r["price"]
for region in sorted(by_region, key=lambda k: -by_region[k]["revenue"]):
    g = by_region[region]
    print(f"{region:<8} {g['orders']:>4} {g['units']:>6} {g['revenue']:>12,.2f}")
top = sorted(records, key=lambda r: (-r["qty"] * r["price"], r["id"]))[:5]
print([r["id"] for r in top])
