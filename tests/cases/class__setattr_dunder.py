class Logged:
    def __setattr__(self, name, value):
        print(f"set {name}={value!r}")
        super().__setattr__(name, value)
obj = Logged()
obj.a = 1
obj.b = [2]
print(obj.a, obj.b, sorted(obj.__dict__))

# ---- expected stdout ----
# set a=1
# set b=[2]
# 1 [2] ['a', 'b']
