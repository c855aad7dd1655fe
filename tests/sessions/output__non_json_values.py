# Outputs JSON cannot carry exactly: output is null, output_repr has the repr.
# ---- step ----
{3, 1, 2}
# ---- step ----
b"bytes\x00"
# ---- step ----
2 ** 70
# ---- step ----
float("nan"), float("inf")
# ---- step ----
{1: "one", 2: "two"}
# ---- step ----
from collections import Counter
Counter("hello")
# ---- step ----
(1, (2.5, "x"), [None, True])
# ---- step ----
-(2 ** 63), 2 ** 64 - 1, 1e300
# ---- step ----
class Point:
    def __init__(self, x, y):
        self.x, self.y = x, y
    def __repr__(self):
        return f"Point({self.x}, {self.y})"
p = Point(1, 2)
# ---- step ----
range(3), len, frozenset([1])
# ---- expected ----
# {"ok": true, "output": null, "output_repr": "{1, 2, 3}", "logs": "", "is_final_answer": false}
# {"ok": true, "output": null, "output_repr": "b'bytes\\x00'", "logs": "", "is_final_answer": false}
# {"ok": true, "output": null, "output_repr": "1180591620717411303424", "logs": "", "is_final_answer": false}
# {"ok": true, "output": null, "output_repr": "(nan, inf)", "logs": "", "is_final_answer": false}
# {"ok": true, "output": null, "output_repr": "{1: 'one', 2: 'two'}", "logs": "", "is_final_answer": false}
# {"ok": true, "output": {"h": 1, "e": 1, "l": 2, "o": 1}, "output_repr": "Counter({'l': 2, 'h': 1, 'e': 1, 'o': 1})", "logs": "", "is_final_answer": false}
# {"ok": true, "output": [1, [2.5, "x"], [null, true]], "output_repr": "(1, (2.5, 'x'), [None, True])", "logs": "", "is_final_answer": false}
# {"ok": true, "output": [-9223372036854775808, 18446744073709551615, 1e+300], "output_repr": "(-9223372036854775808, 18446744073709551615, 1e+300)", "logs": "", "is_final_answer": false}
# {"ok": true, "output": null, "output_repr": "Point(1, 2)", "logs": "", "is_final_answer": false}
# {"ok": true, "output": null, "output_repr": "(range(0, 3), <built-in function len>, frozenset({1}))", "logs": "", "is_final_answer": false}
