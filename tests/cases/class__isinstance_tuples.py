class A: pass
class B(A): pass
class C: pass
b = B()
print(isinstance(b, (C, A)), isinstance(b, (C, int)), isinstance(3, (str, int)), isinstance(True, int))
print(issubclass(B, (C, A)), issubclass(bool, int), issubclass(int, object), issubclass(B, B))

# ---- expected stdout ----
# True False True True
# True True True True
