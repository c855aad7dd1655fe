# Choosing products under a budget with itertools.
# ---- step ----
import itertools
prices = {"mouse": 25, "keyboard": 45, "monitor": 180, "cable": 8, "stand": 60}
budget = 100
combos = [c for r in range(1, 4) for c in itertools.combinations(sorted(prices), r)]
len(combos)
# ---- step ----
affordable = [(sum(prices[p] for p in c), c) for c in combos if sum(prices[p] for p in c) <= budget]
affordable.sort(key=lambda t: (-t[0], t[1]))
affordable[:3]
# ---- step ----
print(list(itertools.accumulate(sorted(prices.values()))))
print(list(itertools.islice(itertools.cycle("ab"), 5)))
groups = {k: list(g) for k, g in itertools.groupby(sorted(prices, key=len), key=len)}
groups
# ---- step ----
pairs = list(itertools.product(["S", "M"], [1, 2]))
print(pairs, list(itertools.chain.from_iterable([[1], [2, 3]])))
best_total, best_combo = affordable[0]
final_answer(" + ".join(best_combo) + f" = {best_total}")
# ---- expected ----
# {"ok": true, "output": 25, "output_repr": "25", "logs": "", "is_final_answer": false}
# {"ok": true, "output": [[93, ["cable", "mouse", "stand"]], [85, ["mouse", "stand"]], [78, ["cable", "keyboard", "mouse"]]], "output_repr": "[(93, ('cable', 'mouse', 'stand')), (85, ('mouse', 'stand')), (78, ('cable', 'keyboard', 'mouse'))]", "logs": "", "is_final_answer": false}
# {"ok": true, "output": null, "output_repr": "{5: ['mouse', 'cable', 'stand'], 7: ['monitor'], 8: ['keyboard']}", "logs": "[8, 33, 78, 138, 318]\n['a', 'b', 'a', 'b', 'a']\n", "is_final_answer": false}
# {"ok": true, "output": "cable + mouse + stand = 93", "output_repr": "'cable + mouse + stand = 93'", "logs": "[('S', 1), ('S', 2), ('M', 1), ('M', 2)] [1, 2, 3]\n", "is_final_answer": true}
