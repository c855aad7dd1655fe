class AppError(Exception):
    pass
class NotFound(AppError):
    def __init__(self, key):
        super().__init__(f"missing {key}")
        self.key = key
try:
    raise NotFound("cfg")
except AppError as e:
    print(type(e).__name__, e, e.key, e.args)

# ---- expected stdout ----
# NotFound missing cfg cfg ('missing cfg',)
