# A small class model: inventory with methods, sorting and summaries.
class Item:
    def __init__(self, sku, name, qty, price):
        self.sku = sku
        self.name = name
        self.qty = qty
        self.price = price

    def value(self):
        return self.qty * self.price

    def restock(self, n):
        self.qty += n
        return self.qty


class Inventory:
    def __init__(self):
        self.items = {}

    def add(self, item):
        self.items[item.sku] = item

    def low_stock(self, threshold):
        return sorted(i.sku for i in self.items.values() if i.qty < threshold)

    def total(self):
        return sum(i.value() for i in self.items.values())


inv = Inventory()
for k in range(300):
    inv.add(Item(f"SKU{k:04d}", f"item {k}", (k * 37) % 50, round(1 + (k * 13) % 97 * 0.25, 2)))
low = inv.low_stock(5)
for sku in low:
    inv.items[sku].restock(20)
print(len(low), low[:4], round(inv.total(), 2))
print(max(inv.items.values(), key=lambda i: i.value()).sku)
