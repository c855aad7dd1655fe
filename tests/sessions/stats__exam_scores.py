# statistics and math over exam scores; a StatisticsError on an empty list.
# ---- step ----
import statistics, math
scores = [72, 88, 95, 61, 79, 88, 93, 70, 84, 88]
print(statistics.mean(scores), statistics.median(scores), statistics.mode(scores))
round(statistics.stdev(scores), 4)
# ---- step ----
passed = [s for s in scores if s >= 75]
failed = [s for s in scores if s < 60]
statistics.mean(failed)
# ---- step ----
summary = {
    "n": len(scores),
    "pass_rate": len(passed) / len(scores),
    "mean_passed": statistics.mean(passed),
    "pvariance": statistics.pvariance(scores),
    "quartiles": statistics.quantiles(scores, n=4),
}
summary
# ---- step ----
z = [(s - statistics.mean(scores)) / statistics.pstdev(scores) for s in scores]
print([round(v, 2) for v in z])
math.isclose(sum(z), 0, abs_tol=1e-9)
# ---- expected ----
# {"ok": true, "output": 11.0333, "output_repr": "11.0333", "logs": "81.8 86.0 88\n", "is_final_answer": false}
# {"ok": false, "error": {"type": "StatisticsError", "message": "mean requires at least one data point", "line": 3, "rendered": "Code execution failed at line 'statistics.mean(failed)' due to: StatisticsError: mean requires at least one data point"}, "logs": "", "is_final_answer": false}
# {"ok": true, "output": {"n": 10, "pass_rate": 0.7, "mean_passed": 87.85714285714286, "pvariance": 109.56, "quartiles": [71.5, 86.0, 89.25]}, "output_repr": "{'n': 10, 'pass_rate': 0.7, 'mean_passed': 87.85714285714286, 'pvariance': 109.56, 'quartiles': [71.5, 86.0, 89.25]}", "logs": "", "is_final_answer": false}
# {"ok": true, "output": true, "output_repr": "True", "logs": "[-0.94, 0.59, 1.26, -1.99, -0.27, 0.59, 1.07, -1.13, 0.21, 0.59]\n", "is_final_answer": false}
