class Proxy:
    def __init__(self):
        self.real = "present"
    def __getattr__(self, name):
        return f"virtual:{name}"
p = Proxy()
print(p.real, p.missing, getattr(p, "other"), hasattr(p, "anything"))

# ---- expected stdout ----
# present virtual:missing virtual:other True
