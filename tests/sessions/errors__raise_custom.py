# Agent-defined exception classes, raise/from, assert, and catching in later steps.
# ---- step ----
class ValidationError(Exception):
    pass

def validate(record):
    if "id" not in record:
        raise ValidationError(f"missing id in {record}")
    if not isinstance(record["id"], int):
        raise TypeError(f"id must be int, not {type(record['id']).__name__}")
    return True
validate({"name": "x"})
# ---- step ----
validate({"id": "7"})
# ---- step ----
errors = []
for rec in [{"id": 1}, {}, {"id": 2.0}]:
    try:
        validate(rec)
    except (ValidationError, TypeError) as e:
        errors.append(f"{type(e).__name__}: {e}")
errors
# ---- step ----
def load(raw):
    try:
        return int(raw)
    except ValueError as e:
        raise ValidationError("bad number") from e
load("x1")
# ---- step ----
assert len(errors) == 3, f"expected 3 errors, got {len(errors)}"
# ---- step ----
assert errors, "no errors"
raise KeyError("missing")
# ---- step ----
try:
    load("oops")
except ValidationError as e:
    print("cause:", repr(e.__cause__))
raise ValidationError
# ---- expected ----
# {"ok": false, "error": {"type": "ValidationError", "message": "missing id in {'name': 'x'}", "line": 6, "rendered": "Code execution failed at line 'validate({\"name\": \"x\"})' due to: ValidationError: missing id in {'name': 'x'}"}, "logs": "", "is_final_answer": false}
# {"ok": false, "error": {"type": "TypeError", "message": "id must be int, not str", "line": 1, "rendered": "Code execution failed at line 'validate({\"id\": \"7\"})' due to: TypeError: id must be int, not str"}, "logs": "", "is_final_answer": false}
# {"ok": true, "output": ["ValidationError: missing id in {}", "TypeError: id must be int, not float"], "output_repr": "['ValidationError: missing id in {}', 'TypeError: id must be int, not float']", "logs": "", "is_final_answer": false}
# {"ok": false, "error": {"type": "ValidationError", "message": "bad number", "line": 5, "rendered": "Code execution failed at line 'load(\"x1\")' due to: ValidationError: bad number"}, "logs": "", "is_final_answer": false}
# {"ok": false, "error": {"type": "AssertionError", "message": "expected 3 errors, got 2", "line": 1, "rendered": "Code execution failed at line 'assert len(errors) == 3, f\"expected 3 errors, got {len(errors)}\"' due to: AssertionError: expected 3 errors, got 2"}, "logs": "", "is_final_answer": false}
# {"ok": false, "error": {"type": "KeyError", "message": "'missing'", "line": 2, "rendered": "Code execution failed at line 'raise KeyError(\"missing\")' due to: KeyError: 'missing'"}, "logs": "", "is_final_answer": false}
# {"ok": false, "error": {"type": "ValidationError", "message": "", "line": 5, "rendered": "Code execution failed at line 'raise ValidationError' due to: ValidationError: "}, "logs": "cause: ValueError(\"invalid literal for int() with base 10: 'oops'\")\n", "is_final_answer": false}
