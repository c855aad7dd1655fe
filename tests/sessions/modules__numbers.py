# fractions, integer tricks, float formatting and rounding the agent checks.
# ---- step ----
from fractions import Fraction
shares = [Fraction(1, 3), Fraction(1, 6), Fraction(1, 4)]
rest = 1 - sum(shares)
print(rest, float(rest), Fraction("0.125"), Fraction(3.5))
rest
# ---- step ----
print(0.1 + 0.2, round(2.5), round(3.5), round(-0.5), round(2.675, 2), 1e16, 1.5e-7, 100.0)
print(7 // -2, -7 % 3, divmod(-7, 2), 2 ** -1, 10 / 4, int(-3.9), abs(-0.0))
print(f"{1234.5:,.1f} {0.000123:.2e} {12:05d} {7/3:.10g} {1e21} {float('1_000.5')}")
(255).to_bytes(2, "big"), int.from_bytes(b"\x01\x00", "little"), (1023).bit_length()
# ---- step ----
big = 3 ** 100
print(big, len(str(big)), big % 1000007, big.bit_length())
print(hex(big)[:12], int("ff", 16), int("0b101", 0), int("777", 8), bin(-5))
# ---- step ----
print(sum(i * i for i in range(1, 101)), max(range(10), key=lambda i: (i % 4, -i)), pow(3, 200, 1000))
print(float("1e400"), -float("inf"), float("nan") == float("nan"), 1 / 3 * 3 == 1)
Fraction(1, 0)
# ---- step ----
import math
print(math.inf > 10 ** 400, 10 ** 400 > 1e308, 2 ** 0.5, (-8) ** (1 / 3))
int(float("inf"))
# ---- expected ----
# {"ok": true, "output": null, "output_repr": "Fraction(1, 4)", "logs": "1/4 0.25 1/8 7/2\n", "is_final_answer": false}
# {"ok": true, "output": null, "output_repr": "(b'\\x00\\xff', 1, 10)", "logs": "0.30000000000000004 2 4 0 2.67 1e+16 1.5e-07 100.0\n-4 2 (-4, 1) 0.5 2.5 -3 0.0\n1,234.5 1.23e-04 00012 2.333333333 1e+21 1000.5\n", "is_final_answer": false}
# {"ok": true, "output": null, "output_repr": "None", "logs": "515377520732011331036461129765621272702107522001 48 664323 159\n0x5a4653ca67 255 5 511 -0b101\n", "is_final_answer": false}
# {"ok": false, "error": {"type": "ZeroDivisionError", "message": "Fraction(1, 0)", "line": 3, "rendered": "Code execution failed at line 'Fraction(1, 0)' due to: ZeroDivisionError: Fraction(1, 0)"}, "logs": "338350 3 1\ninf -inf False True\n", "is_final_answer": false}
# {"ok": false, "error": {"type": "OverflowError", "message": "cannot convert float infinity to integer", "line": 3, "rendered": "Code execution failed at line 'int(float(\"inf\"))' due to: OverflowError: cannot convert float infinity to integer"}, "logs": "True True 1.4142135623730951 (1.0000000000000002+1.7320508075688772j)\n", "is_final_answer": false}
