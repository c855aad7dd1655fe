# math module calculations for a geometry question, with a ValueError from sqrt.
# ---- step ----
import math
points = [(0, 0), (3, 4), (6, 8), (1, 7)]
dists = [math.dist(points[0], p) for p in points[1:]]
dists
# ---- step ----
angle = math.degrees(math.atan2(4, 3))
print(round(angle, 4), math.hypot(3, 4), math.floor(-2.5), math.ceil(2.1), math.trunc(-7.9))
print(math.gcd(84, 36), math.lcm(4, 6), math.comb(10, 3), math.perm(5, 2), math.factorial(12))
math.sqrt(-1)
# ---- step ----
def polygon_area(pts):
    s = 0
    for (x1, y1), (x2, y2) in zip(pts, pts[1:] + pts[:1]):
        s += x1 * y2 - x2 * y1
    return abs(s) / 2
area = polygon_area([(0, 0), (4, 0), (4, 3), (0, 3)])
area
# ---- step ----
print(math.log(1000, 10), math.log2(1024), math.log10(0.001), math.exp(1) == math.e)
print(math.isqrt(99), math.prod([1, 2, 3, 4]), math.fsum([0.1] * 10), sum([0.1] * 10))
final_answer(round(area * math.pi, 3))
# ---- expected ----
# {"ok": true, "output": [5.0, 10.0, 7.0710678118654755], "output_repr": "[5.0, 10.0, 7.0710678118654755]", "logs": "", "is_final_answer": false}
# {"ok": false, "error": {"type": "ValueError", "message": "math domain error", "line": 4, "rendered": "Code execution failed at line 'math.sqrt(-1)' due to: ValueError: math domain error"}, "logs": "53.1301 5.0 -3 3 -7\n12 12 120 20 479001600\n", "is_final_answer": false}
# {"ok": true, "output": 12.0, "output_repr": "12.0", "logs": "", "is_final_answer": false}
# {"ok": true, "output": 37.699, "output_repr": "37.699", "logs": "2.9999999999999996 10.0 -3.0 True\n9 24 1.0 0.9999999999999999\n", "is_final_answer": true}
