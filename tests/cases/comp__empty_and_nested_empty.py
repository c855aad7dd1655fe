print([x for x in []], {x: x for x in ()}, [[] for _ in range(2)], [y for x in [[], []] for y in x])

# ---- expected stdout ----
# [] {} [[], []] []
