inventory = {"apples": 3, "pears": 0, "plums": 7}
for name, qty in sorted(inventory.items()):
    status = "out" if qty == 0 else "in"
    print(f"{name:<8}{qty:>3} {status}")

# ---- expected stdout ----
# apples    3 in
# pears     0 out
# plums     7 in
