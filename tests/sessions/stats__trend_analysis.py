# statistics for a trend: correlation, regression, means, modes.
# ---- step ----
import statistics as st
months = list(range(1, 13))
visits = [120, 135, 150, 149, 170, 185, 190, 210, 205, 230, 250, 260]
slope, intercept = st.linear_regression(months, visits)
round(slope, 4), round(intercept, 4), round(st.correlation(months, visits), 6)
# ---- step ----
forecast = {m: round(slope * m + intercept) for m in (13, 14, 15)}
forecast
# ---- step ----
print(st.fmean(visits), st.geometric_mean([1, 2, 4, 8]), st.harmonic_mean([40, 60]))
print(st.median_low([1, 3, 5, 7]), st.median_high([1, 3, 5, 7]), st.multimode("aabbbccdd"), st.mode([1, 1, 2]))
round(st.variance(visits), 3), round(st.pstdev(visits), 3)
# ---- step ----
growth = [round((b - a) / a * 100, 1) for a, b in zip(visits, visits[1:])]
print(growth)
worst = min(range(len(growth)), key=growth.__getitem__)
f"worst month-over-month change: month {worst + 2} ({growth[worst]}%)"
# ---- step ----
st.linear_regression([1, 1, 1], [2, 3, 4])
# ---- expected ----
# {"ok": true, "output": [12.3776, 107.3788, 0.991188], "output_repr": "(12.3776, 107.3788, 0.991188)", "logs": "", "is_final_answer": false}
# {"ok": true, "output": null, "output_repr": "{13: 268, 14: 281, 15: 293}", "logs": "", "is_final_answer": false}
# {"ok": true, "output": [2027.242, 43.108], "output_repr": "(2027.242, 43.108)", "logs": "187.83333333333334 2.82842712474619 48.0\n3 5 ['b'] 1\n", "is_final_answer": false}
# {"ok": true, "output": "worst month-over-month change: month 9 (-2.4%)", "output_repr": "'worst month-over-month change: month 9 (-2.4%)'", "logs": "[12.5, 11.1, -0.7, 14.1, 8.8, 2.7, 10.5, -2.4, 12.2, 8.7, 4.0]\n", "is_final_answer": false}
# {"ok": false, "error": {"type": "StatisticsError", "message": "x is constant", "line": 1, "rendered": "Code execution failed at line 'st.linear_regression([1, 1, 1], [2, 3, 4])' due to: StatisticsError: x is constant"}, "logs": "", "is_final_answer": false}
