import json
raw = '{"items": [{"id": 1, "name": "Widget", "price": 9.99, "stock": 12}, {"id": 2, "name": "Gadget", "price": 24.5, "stock": 0}, {"id": 3, "name": "Doohickey", "price": 4.25, "stock": 140}, {"id": 4, "name": "Thingamajig", "price": 99.0, "stock": 3}]}'
data = json.loads(raw)
in_stock = [i for i in data["items"] if i["stock"] > 0]
value = sum(i["price"] * i["stock"] for i in in_stock)
cheapest = min(in_stock, key=lambda i: i["price"])
print(f"{len(in_stock)} of {len(data['items'])} in stock; inventory value ${value:,.2f}")
print(f"Cheapest: {cheapest['name']} at ${cheapest['price']}")
print(json.dumps({"restock": [i["name"] for i in data["items"] if i["stock"] < 5]}))
