"""Agent-style data wrangling: parse messy CSV-ish text into dicts, clean, filter,
group, aggregate and print a formatted report."""

REGIONS = ["  North", "south ", "EAST", "West", "north", " Central "]
PRODUCTS = ["Widget", "gadget", "Doohickey ", " gizmo", "Thingamajig", "sprocket"]
STATUSES = ["shipped", "Pending", "CANCELLED", "shipped ", "returned"]


def make_raw_lines(n, seed):
    state = seed
    lines = ["order_id;region;product;qty;unit_price;status;note"]
    for i in range(n):
        state = (state * 1103515245 + 12345) % 2147483648
        region = REGIONS[state % len(REGIONS)]
        product = PRODUCTS[(state >> 5) % len(PRODUCTS)]
        qty = (state >> 9) % 40
        price = ((state >> 13) % 20000) / 100
        status = STATUSES[(state >> 3) % len(STATUSES)]
        note = "" if i % 4 else f"  Rush order #{i}  "
        qty_text = str(qty) if i % 53 else "n/a"
        lines.append(f"{i:06d};{region};{product};{qty_text};{price:.2f};{status};{note}")
    return "\n".join(lines)


def parse(text):
    header, *rows = text.split("\n")
    keys = header.split(";")
    records = []
    for row in rows:
        values = row.split(";")
        records.append(dict(zip(keys, values)))
    return records


def clean(record):
    qty_text = record["qty"].strip()
    if not qty_text.isdigit():
        return None
    return {
        "id": int(record["order_id"]),
        "region": record["region"].strip().lower().capitalize(),
        "product": record["product"].strip().lower().replace("doohickey", "doo-hickey"),
        "qty": int(qty_text),
        "price": float(record["unit_price"]),
        "status": record["status"].strip().lower(),
        "rush": "rush" in record["note"].lower(),
    }


def group_totals(records, key):
    groups = {}
    for r in records:
        g = groups.setdefault(r[key], {"orders": 0, "units": 0, "revenue": 0.0})
        g["orders"] += 1
        g["units"] += r["qty"]
        g["revenue"] += r["qty"] * r["price"]
    return groups


def report(groups, title):
    lines = [f"== {title.upper()} =="]
    ranked = sorted(groups.items(), key=lambda kv: (-kv[1]["revenue"], kv[0]))
    for name, g in ranked:
        avg = g["revenue"] / g["units"] if g["units"] else 0.0
        lines.append(f"{name:<12}|{g['orders']:>6,}|{g['units']:>8,}|"
                     f"{g['revenue']:>14,.2f}|{avg:>8.3f}")
    return lines


raw = make_raw_lines(140000, 99)
parsed = parse(raw)
cleaned = [c for c in (clean(r) for r in parsed) if c is not None]
shipped = [r for r in cleaned if r["status"] == "shipped" and r["qty"] > 0]
by_region = group_totals(shipped, "region")
by_product = group_totals(shipped, "product")
rush_share = sum(1 for r in shipped if r["rush"]) / len(shipped)
status_counts = {}
for r in cleaned:
    status_counts[r["status"]] = status_counts.get(r["status"], 0) + 1
big_orders = sorted((r for r in shipped if r["qty"] * r["price"] > 7000),
                    key=lambda r: (-r["qty"] * r["price"], r["id"]))[:3]

out = report(by_region, "by region") + report(by_product, "by product")
for line in out:
    print(line)
print(", ".join(f"{k}={v}" for k, v in sorted(status_counts.items())))
for r in big_orders:
    print(f"  #{r['id']:06d} {r['product'].title():<12} {r['qty']:>3} x {r['price']:7.2f}")
total_revenue = sum(g["revenue"] for g in by_region.values())
print(f"agent_wrangling checksum: {len(parsed)} {len(cleaned)} {len(shipped)} "
      f"{total_revenue:.2f} {rush_share:.4%}")
