def tag(name):
    def deco(fn):
        def wrapper():
            return f"<{name}>{fn()}</{name}>"
        return wrapper
    return deco
@tag("b")
@tag("i")
def text():
    return "hi"
print(text())

# ---- expected stdout ----
# <b><i>hi</i></b>
