# try/except/else/finally ordering and exceptions raised while handling others.
# ---- step ----
def process(x):
    log = []
    try:
        log.append("try")
        result = 10 / x
    except ZeroDivisionError:
        log.append("except")
        result = None
    else:
        log.append("else")
    finally:
        log.append("finally")
    return result, log
process(2), process(0)
# ---- step ----
def risky():
    try:
        return "from try"
    finally:
        print("cleanup runs")
risky()
# ---- step ----
try:
    int("x")
except ValueError:
    missing_name
# ---- step ----
try:
    [][0]
except IndexError as e:
    raise RuntimeError("lookup failed") from None
# ---- step ----
from contextlib import contextmanager, suppress
@contextmanager
def section(name):
    print(f"enter {name}")
    try:
        yield name.upper()
    finally:
        print(f"exit {name}")
with section("a") as s, suppress(KeyError):
    print("inside", s)
    {}["nope"]
print("after")
# ---- step ----
with section("b"):
    raise ValueError("inside with")
# ---- expected ----
# {"ok": true, "output": [[5.0, ["try", "else", "finally"]], [null, ["try", "except", "finally"]]], "output_repr": "((5.0, ['try', 'else', 'finally']), (None, ['try', 'except', 'finally']))", "logs": "", "is_final_answer": false}
# {"ok": true, "output": "from try", "output_repr": "'from try'", "logs": "cleanup runs\n", "is_final_answer": false}
# {"ok": false, "error": {"type": "NameError", "message": "name 'missing_name' is not defined", "line": 4, "rendered": "Code execution failed at line 'try:\n    int(\"x\")\nexcept ValueError:\n    missing_name' due to: NameError: name 'missing_name' is not defined"}, "logs": "", "is_final_answer": false}
# {"ok": false, "error": {"type": "RuntimeError", "message": "lookup failed", "line": 4, "rendered": "Code execution failed at line 'try:\n    [][0]\nexcept IndexError as e:\n    raise RuntimeError(\"lookup failed\") from None' due to: RuntimeError: lookup failed"}, "logs": "", "is_final_answer": false}
# {"ok": true, "output": null, "output_repr": "None", "logs": "enter a\ninside A\nexit a\nafter\n", "is_final_answer": false}
# {"ok": false, "error": {"type": "ValueError", "message": "inside with", "line": 2, "rendered": "Code execution failed at line 'with section(\"b\"):\n    raise ValueError(\"inside with\")' due to: ValueError: inside with"}, "logs": "enter b\nexit b\n", "is_final_answer": false}
