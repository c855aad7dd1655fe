class Err(Exception):
    def __init__(self, code):
        self.code = code
    def __str__(self):
        return f"error code {self.code}"
try:
    raise Err(404)
except Err as e:
    print(e, repr(e), e.args)
raise Err(500)

# ---- expected stdout ----
# error code 404 Err(404) (404,)
# ---- expected exception ----
# Err: error code 500
