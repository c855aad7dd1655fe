# The agent uses a variable it never defined, then fixes it in the next step.
# ---- step ----
import math
radius = 4
area = math.pi * radius ** 2
print("area:", round(area, 3))
# ---- step ----
circumference = 2 * math.pi * radious
print(circumference)
# ---- step ----
circumference = 2 * math.pi * radius
print(f"circumference = {circumference:.4f}")
circumference
# ---- step ----
ratio = area / circumference
final_answer({"area": round(area, 2), "circumference": round(circumference, 2), "ratio": ratio})
# ---- expected ----
# {"ok": true, "output": null, "output_repr": "None", "logs": "area: 50.265\n", "is_final_answer": false}
# {"ok": false, "error": {"type": "NameError", "message": "name 'radious' is not defined", "line": 1, "rendered": "Code execution failed at line 'circumference = 2 * math.pi * radious' due to: NameError: name 'radious' is not defined"}, "logs": "", "is_final_answer": false}
# {"ok": true, "output": 25.132741228718345, "output_repr": "25.132741228718345", "logs": "circumference = 25.1327\n", "is_final_answer": false}
# {"ok": true, "output": {"area": 50.27, "circumference": 25.13, "ratio": 2.0}, "output_repr": "{'area': 50.27, 'circumference': 25.13, 'ratio': 2.0}", "logs": "", "is_final_answer": true}
