class F:
    def __format__(self, spec):
        return spec * 3
print(f"{F():{'a' * 3}{'b'}}")
print(f"{F():{F():x}}")
print(f"{'{'}{'}'}")
