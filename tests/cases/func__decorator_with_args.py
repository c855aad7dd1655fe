def repeat(times):
    def deco(fn):
        def wrapper(*a):
            return [fn(*a) for _ in range(times)]
        return wrapper
    return deco
@repeat(3)
def ping(x):
    return f"ping {x}"
print(ping(1))

# ---- expected stdout ----
# ['ping 1', 'ping 1', 'ping 1']
