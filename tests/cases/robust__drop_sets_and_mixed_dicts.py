# Dropping dicts and sets: records of plain values, and chains nested deep enough that a
# recursive drop would overflow the stack (tuple keys and frozensets hold further objects).
records = [{"id": i, "name": "n%d" % i, "price": i * 0.5, "ok": i % 2 == 0, "none": None} for i in range(20000)]
print(len(records), records[-1])
records = None

chain = frozenset()
for i in range(200000):
    chain = frozenset([chain, i])
print(len(chain))
chain = None

keyed = {}
for i in range(200000):
    keyed = {(i, "k"): keyed}
print(len(keyed))
keyed = None

mixed = {}
for i in range(200000):
    mixed = {"leaf": i, "next": [mixed]}
print(sorted(mixed))
mixed = None

values = {1, 2.5, "s", None, (1, (2, (3,)))}
print(len(values))
values = None
print("done")

# ---- expected stdout ----
# 20000 {'id': 19999, 'name': 'n19999', 'price': 9999.5, 'ok': False, 'none': None}
# 2
# 1
# ['leaf', 'next']
# 5
# done
