# itertools building blocks an agent chains together.
# ---- step ----
import itertools as it
readings = [3, 5, 9, 14, 12, 8, 15, 21, 4]
pairs = list(it.pairwise(readings))
jumps = [b - a for a, b in pairs]
jumps
# ---- step ----
print(list(it.takewhile(lambda v: v < 10, readings)), list(it.dropwhile(lambda v: v < 10, readings)))
print(list(it.compress("ABCDEF", [1, 0, 1, 0, 1, 1])), list(it.filterfalse(lambda v: v % 3, readings)))
list(it.zip_longest("abc", [1, 2], fillvalue="-"))
# ---- step ----
routes = list(it.permutations(["A", "B", "C"]))
dist = {("A", "B"): 5, ("B", "C"): 3, ("A", "C"): 9}
def d(a, b):
    return dist.get((a, b)) or dist[(b, a)]
best = min(routes, key=lambda r: sum(it.starmap(d, it.pairwise(r))))
best, sum(it.starmap(d, it.pairwise(best)))
# ---- step ----
counter = it.count(start=10, step=5)
print([next(counter) for _ in range(3)], list(it.repeat("ab", 3)), list(it.islice(it.count(), 2, 10, 3)))
a, b = it.tee(iter([1, 2, 3]))
list(a), list(b), list(it.combinations_with_replacement("xy", 2))
# ---- step ----
list(it.islice(readings, -1))
# ---- expected ----
# {"ok": true, "output": [2, 4, 5, -2, -4, 7, 6, -17], "output_repr": "[2, 4, 5, -2, -4, 7, 6, -17]", "logs": "", "is_final_answer": false}
# {"ok": true, "output": [["a", 1], ["b", 2], ["c", "-"]], "output_repr": "[('a', 1), ('b', 2), ('c', '-')]", "logs": "[3, 5, 9] [14, 12, 8, 15, 21, 4]\n['A', 'C', 'E', 'F'] [3, 9, 12, 15, 21]\n", "is_final_answer": false}
# {"ok": true, "output": [["A", "B", "C"], 8], "output_repr": "(('A', 'B', 'C'), 8)", "logs": "", "is_final_answer": false}
# {"ok": true, "output": [[1, 2, 3], [1, 2, 3], [["x", "x"], ["x", "y"], ["y", "y"]]], "output_repr": "([1, 2, 3], [1, 2, 3], [('x', 'x'), ('x', 'y'), ('y', 'y')])", "logs": "[10, 15, 20] ['ab', 'ab', 'ab'] [2, 5, 8]\n", "is_final_answer": false}
# {"ok": false, "error": {"type": "ValueError", "message": "Stop argument for islice() must be None or an integer: 0 <= x <= sys.maxsize.", "line": 1, "rendered": "Code execution failed at line 'list(it.islice(readings, -1))' due to: ValueError: Stop argument for islice() must be None or an integer: 0 <= x <= sys.maxsize."}, "logs": "", "is_final_answer": false}
