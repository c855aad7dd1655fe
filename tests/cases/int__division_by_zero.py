for op in ("//", "%", "/"):
    try:
        if op == "//":
            1 // 0
        elif op == "%":
            1 % 0
        else:
            1 / 0
    except ZeroDivisionError as e:
        print(op, e)

# ---- expected stdout ----
# // integer division or modulo by zero
# % integer modulo by zero
# / division by zero
