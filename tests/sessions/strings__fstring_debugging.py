# f-string debugging, __format__/__str__ on user classes, print sep/end.
# ---- step ----
x, name, ratio = 42, "Ada", 2 / 3
print(f"{x=}", f"{name=!s}", f"{ratio=:.3f}", f"{x * 2 = }")
print(f"{name!r:>8}|{name!a}|{'é'!a}|{x:{'>'}{6}}|")
# ---- step ----
class Money:
    def __init__(self, cents):
        self.cents = cents
    def __str__(self):
        return f"${self.cents / 100:,.2f}"
    def __repr__(self):
        return f"Money({self.cents})"
    def __format__(self, spec):
        if spec == "short":
            return f"{self.cents // 100}$"
        return format(str(self), spec)
m = Money(123456)
print(m, [m], f"{m}", f"{m:short}", f"{m:>12}|", "{0!r} {0!s}".format(m))
# ---- step ----
print("a", "b", "c", sep="-", end="!\n")
print("no newline", end="")
print(" continued", 1, None, True, 2.0, sep="|")
print()
print(*["x", "y"], sep="")
# ---- step ----
rows = [("id", "value"), (1, 3.14159), (22, -0.5)]
widths = [max(len(str(r[i])) for r in rows) for i in range(2)]
for r in rows:
    print(" | ".join(f"{str(c):{w}}" for c, w in zip(r, widths)))
"{:{fill}^{w}}".format("mid", fill="=", w=11)
# ---- step ----
f"{m:%Y}"
# ---- expected ----
# {"ok": true, "output": null, "output_repr": "None", "logs": "x=42 name=Ada ratio=0.667 x * 2 = 84\n   'Ada'|'Ada'|'\\xe9'|    42|\n", "is_final_answer": false}
# {"ok": true, "output": null, "output_repr": "None", "logs": "$1,234.56 [Money(123456)] $1,234.56 1234$    $1,234.56| Money(123456) $1,234.56\n", "is_final_answer": false}
# {"ok": true, "output": null, "output_repr": "None", "logs": "a-b-c!\nno newline continued|1|None|True|2.0\n\nxy\n", "is_final_answer": false}
# {"ok": true, "output": "====mid====", "output_repr": "'====mid===='", "logs": "id | value  \n1  | 3.14159\n22 | -0.5   \n", "is_final_answer": false}
# {"ok": false, "error": {"type": "ValueError", "message": "Invalid format specifier '%Y' for object of type 'str'", "line": 1, "rendered": "Code execution failed at line 'f\"{m:%Y}\"' due to: ValueError: Invalid format specifier '%Y' for object of type 'str'"}, "logs": "", "is_final_answer": false}
