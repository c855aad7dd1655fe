registry = {}
def register(fn):
    registry[fn.__name__] = fn
    return fn
@register
def alpha():
    return 1
@register
def beta():
    return 2
print(list(registry), registry["beta"](), alpha())

# ---- expected stdout ----
# ['alpha', 'beta'] 2 1
