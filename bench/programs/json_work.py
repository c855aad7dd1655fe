# JSON as agents use it: serialize API-like records (indent, sort_keys, ensure_ascii, custom
# separators), parse them back, walk and aggregate the parsed data. Prints a checksum.
import json


def make_records(n):
    out = []
    for i in range(n):
        out.append({
            "id": i,
            "name": "user_%d" % (i % 911),
            "email": "user%d@example.com" % i,
            "active": i % 3 != 0,
            "score": (i * 7919 % 1000) / 7.0,
            "tags": ["t%d" % (i % 13), "g%d" % (i % 7), "caf\u00e9" if i % 5 == 0 else "x"],
            "address": {"city": "City%d" % (i % 37), "zip": "%05d" % (i * 31 % 100000), "geo": [i * 0.5, -i * 0.25]},
            "parent": None if i % 4 else i // 4,
        })
    return out


records = make_records(4000)
total_len = 0
for rounds in range(6):
    compact = json.dumps(records)
    pretty = json.dumps(records, indent=2, sort_keys=True)
    ascii_only = json.dumps(records, ensure_ascii=False, separators=(",", ":"))
    total_len += len(compact) + len(pretty) + len(ascii_only)
    back = json.loads(compact)
    back2 = json.loads(pretty)
    assert back == back2
    active = [r for r in back if r["active"]]
    by_city = {}
    for r in active:
        by_city.setdefault(r["address"]["city"], []).append(r["score"])
    best = max(by_city.items(), key=lambda kv: sum(kv[1]))

small = [json.dumps({"k": i, "v": [i, str(i)]}) for i in range(20000)]
parsed = [json.loads(s) for s in small]
print(f"json checksum: {total_len} {len(active)} {best[0]} {round(sum(best[1]), 3)} {sum(p['k'] for p in parsed)}")
