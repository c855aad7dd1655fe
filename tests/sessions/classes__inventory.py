# The agent defines a class in one step and uses it over the following steps.
# ---- step ----
class Inventory:
    def __init__(self):
        self.items = {}

    def add(self, name, qty=1):
        if qty <= 0:
            raise ValueError(f"quantity must be positive, got {qty}")
        self.items[name] = self.items.get(name, 0) + qty
        return self.items[name]

    def remove(self, name, qty=1):
        have = self.items[name]
        if qty > have:
            raise ValueError(f"only {have} {name} left")
        self.items[name] = have - qty

    def __repr__(self):
        return f"Inventory({self.items})"
inv = Inventory()
# ---- step ----
inv.add("apple", 5)
inv.add("pear")
inv.add("apple", 2)
inv
# ---- step ----
inv.remove("apple", 10)
# ---- step ----
inv.remove("banana")
# ---- step ----
inv.add("kiwi", 0)
# ---- step ----
inv.remove("apple", 3)
print(inv, sum(inv.items.values()))
final_answer(inv.items)
# ---- expected ----
# {"ok": true, "output": null, "output_repr": "Inventory({})", "logs": "", "is_final_answer": false}
# {"ok": true, "output": null, "output_repr": "Inventory({'apple': 7, 'pear': 1})", "logs": "", "is_final_answer": false}
# {"ok": false, "error": {"type": "ValueError", "message": "only 7 apple left", "line": 1, "rendered": "Code execution failed at line 'inv.remove(\"apple\", 10)' due to: ValueError: only 7 apple left"}, "logs": "", "is_final_answer": false}
# {"ok": false, "error": {"type": "KeyError", "message": "'banana'", "line": 1, "rendered": "Code execution failed at line 'inv.remove(\"banana\")' due to: KeyError: 'banana'"}, "logs": "", "is_final_answer": false}
# {"ok": false, "error": {"type": "ValueError", "message": "quantity must be positive, got 0", "line": 1, "rendered": "Code execution failed at line 'inv.add(\"kiwi\", 0)' due to: ValueError: quantity must be positive, got 0"}, "logs": "", "is_final_answer": false}
# {"ok": true, "output": {"apple": 4, "pear": 1}, "output_repr": "{'apple': 4, 'pear': 1}", "logs": "Inventory({'apple': 4, 'pear': 1}) 5\n", "is_final_answer": true}
