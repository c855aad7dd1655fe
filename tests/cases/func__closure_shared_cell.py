def make():
    x = 1
    def get():
        return x
    def set_(v):
        nonlocal x
        x = v
    return get, set_
get, set_ = make()
print(get())
set_(42)
print(get())

# ---- expected stdout ----
# 1
# 42
