# How exceptions with unusual arguments read: str() and rendered text.
# ---- step ----
raise ValueError("bad value", 42)
# ---- step ----
raise KeyError(("user", 7))
# ---- step ----
raise Exception()
# ---- step ----
class AppError(Exception):
    def __init__(self, code, detail):
        super().__init__(f"[{code}] {detail}")
        self.code = code
raise AppError(404, "not found")
# ---- step ----
class QuietError(Exception):
    def __str__(self):
        return "custom str"
try:
    raise QuietError("ignored")
except QuietError as e:
    print(repr(e), str(e), e.args)
raise QuietError("ignored")
# ---- step ----
raise OSError(2, "No such file or directory")
# ---- expected ----
# {"ok": false, "error": {"type": "ValueError", "message": "('bad value', 42)", "line": 1, "rendered": "Code execution failed at line 'raise ValueError(\"bad value\", 42)' due to: ValueError: ('bad value', 42)"}, "logs": "", "is_final_answer": false}
# {"ok": false, "error": {"type": "KeyError", "message": "('user', 7)", "line": 1, "rendered": "Code execution failed at line 'raise KeyError((\"user\", 7))' due to: KeyError: ('user', 7)"}, "logs": "", "is_final_answer": false}
# {"ok": false, "error": {"type": "Exception", "message": "", "line": 1, "rendered": "Code execution failed at line 'raise Exception()' due to: Exception: "}, "logs": "", "is_final_answer": false}
# {"ok": false, "error": {"type": "AppError", "message": "[404] not found", "line": 5, "rendered": "Code execution failed at line 'raise AppError(404, \"not found\")' due to: AppError: [404] not found"}, "logs": "", "is_final_answer": false}
# {"ok": false, "error": {"type": "QuietError", "message": "custom str", "line": 8, "rendered": "Code execution failed at line 'raise QuietError(\"ignored\")' due to: QuietError: custom str"}, "logs": "QuietError('ignored') custom str ('ignored',)\n", "is_final_answer": false}
# {"ok": false, "error": {"type": "FileNotFoundError", "message": "[Errno 2] No such file or directory", "line": 1, "rendered": "Code execution failed at line 'raise OSError(2, \"No such file or directory\")' due to: FileNotFoundError: [Errno 2] No such file or directory"}, "logs": "", "is_final_answer": false}
