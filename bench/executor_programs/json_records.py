# Build, serialise, parse and query JSON records.
import json
people = []
for i in range(400):
    people.append({"id": i, "name": f"user{i}", "age": 18 + i % 50, "tags": [t for t in ("a", "b", "c") if (i + len(t)) % 2],
                   "address": {"city": ["Paris", "Oslo", "Lima", "Pune"][i % 4], "zip": f"{10000 + i}"}})
blob = json.dumps(people)
back = json.loads(blob)
by_city = {}
for p in back:
    by_city.setdefault(p["address"]["city"], []).append(p["age"])
for city, ages in sorted(by_city.items()):
    print(city, len(ages), round(sum(ages) / len(ages), 2))
adults = [p["name"] for p in back if p["age"] >= 60 and "a" in p["tags"]]
print(len(blob), len(adults), adults[:3])
