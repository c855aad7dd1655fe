sales = [
    {"region": "North", "q1": 120.5, "q2": 98.0, "q3": 143.2, "q4": 160.1},
    {"region": "South", "q1": 88.0, "q2": 110.4, "q3": 95.5, "q4": 130.0},
    {"region": "East", "q1": 140.2, "q2": 150.9, "q3": 149.1, "q4": 171.3},
    {"region": "West", "q1": 70.1, "q2": 85.7, "q3": 99.9, "q4": 104.4},
]
totals = {row["region"]: round(sum(v for k, v in row.items() if k != "region"), 1) for row in sales}
growth = {row["region"]: (row["q4"] - row["q1"]) / row["q1"] * 100 for row in sales}
best = max(totals, key=totals.get)
print(totals)
print({k: f"{v:.1f}%" for k, v in growth.items()})
print(f"Best region: {best} with {totals[best]}")
quarters = ["q1", "q2", "q3", "q4"]
print({q: round(sum(r[q] for r in sales) / len(sales), 2) for q in quarters})
