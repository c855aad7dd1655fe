class Temp:
    def __init__(self, c):
        self.c = c
    def __format__(self, spec):
        if spec == "f":
            return f"{self.c * 9 / 5 + 32:.1f}F"
        return f"{self.c}C"
t = Temp(25)
print(f"{t}", f"{t:f}", format(t, "f"), "{:f}".format(t))

# ---- expected stdout ----
# 25C 77.0F 77.0F 77.0F
