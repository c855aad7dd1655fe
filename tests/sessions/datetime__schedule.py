# Date arithmetic an agent does for a scheduling question.
# ---- step ----
from datetime import date, datetime, timedelta
start = date(2024, 2, 26)
deadline = start + timedelta(days=10)
print(start.isoformat(), deadline.isoformat(), deadline.strftime("%A %d %B %Y"))
deadline
# ---- step ----
meetings = ["2024-03-01 09:30", "2024-02-28 14:00", "2024-03-04 11:15"]
parsed = sorted(datetime.strptime(m, "%Y-%m-%d %H:%M") for m in meetings)
[p.strftime("%a %H:%M") for p in parsed]
# ---- step ----
gaps = [(b - a) for a, b in zip(parsed, parsed[1:])]
print(gaps)
[g.total_seconds() / 3600 for g in gaps]
# ---- step ----
weekdays = sum(1 for i in range((deadline - start).days) if (start + timedelta(days=i)).weekday() < 5)
print("working days:", weekdays)
# ---- step ----
final_answer(f"{weekdays} working days until {deadline:%d/%m}")
# ---- expected ----
# {"ok": true, "output": null, "output_repr": "datetime.date(2024, 3, 7)", "logs": "2024-02-26 2024-03-07 Thursday 07 March 2024\n", "is_final_answer": false}
# {"ok": true, "output": ["Wed 14:00", "Fri 09:30", "Mon 11:15"], "output_repr": "['Wed 14:00', 'Fri 09:30', 'Mon 11:15']", "logs": "", "is_final_answer": false}
# {"ok": true, "output": [43.5, 73.75], "output_repr": "[43.5, 73.75]", "logs": "[datetime.timedelta(days=1, seconds=70200), datetime.timedelta(days=3, seconds=6300)]\n", "is_final_answer": false}
# {"ok": true, "output": null, "output_repr": "None", "logs": "working days: 8\n", "is_final_answer": false}
# {"ok": true, "output": "8 working days until 07/03", "output_repr": "'8 working days until 07/03'", "logs": "", "is_final_answer": true}
