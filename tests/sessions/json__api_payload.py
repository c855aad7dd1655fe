# Decoding a JSON payload, walking nested data, re-encoding a report.
# ---- step ----
import json
raw = '{"items": [{"id": 1, "name": "Lamp", "tags": ["home", "light"], "price": 19.99}, {"id": 2, "name": "Desk", "tags": ["office"], "price": 149.5, "discount": 0.1}, {"id": 3, "name": "Chair", "tags": [], "price": 89.0}], "currency": "EUR", "page": {"n": 1, "of": 1}}'
data = json.loads(raw)
print(type(data).__name__, list(data))
data["page"]
# ---- step ----
for item in data["items"]:
    price = item["price"] * (1 - item.get("discount", 0))
    print(f'{item["id"]:>2} {item["name"]:<6} {price:8.2f} {",".join(item["tags"]) or "-"}')
# ---- step ----
report = {
    "count": len(data["items"]),
    "total": round(sum(i["price"] * (1 - i.get("discount", 0)) for i in data["items"]), 2),
    "untagged": [i["name"] for i in data["items"] if not i["tags"]],
}
print(json.dumps(report, sort_keys=True))
json.dumps(report, indent=2)
# ---- step ----
json.loads('{"broken": [1, 2,}')
# ---- step ----
final_answer(report)
# ---- expected ----
# {"ok": true, "output": {"n": 1, "of": 1}, "output_repr": "{'n': 1, 'of': 1}", "logs": "dict ['items', 'currency', 'page']\n", "is_final_answer": false}
# {"ok": true, "output": 89.0, "output_repr": "89.0", "logs": " 1 Lamp      19.99 home,light\n 2 Desk     134.55 office\n 3 Chair     89.00 -\n", "is_final_answer": false}
# {"ok": true, "output": "{\n  \"count\": 3,\n  \"total\": 243.54,\n  \"untagged\": [\n    \"Chair\"\n  ]\n}", "output_repr": "'{\\n  \"count\": 3,\\n  \"total\": 243.54,\\n  \"untagged\": [\\n    \"Chair\"\\n  ]\\n}'", "logs": "{\"count\": 3, \"total\": 243.54, \"untagged\": [\"Chair\"]}\n", "is_final_answer": false}
# {"ok": false, "error": {"type": "JSONDecodeError", "message": "Expecting value: line 1 column 18 (char 17)", "line": 1, "rendered": "Code execution failed at line 'json.loads('{\"broken\": [1, 2,}')' due to: JSONDecodeError: Expecting value: line 1 column 18 (char 17)"}, "logs": "", "is_final_answer": false}
# {"ok": true, "output": {"count": 3, "total": 243.54, "untagged": ["Chair"]}, "output_repr": "{'count': 3, 'total': 243.54, 'untagged': ['Chair']}", "logs": "", "is_final_answer": true}
