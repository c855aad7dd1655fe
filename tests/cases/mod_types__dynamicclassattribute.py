import types


class Meta(type):
    def __getattr__(cls, name):
        if name == 'kind':
            return 'class-level kind'
        raise AttributeError(name)


class Thing(metaclass=Meta):
    def __init__(self, k):
        self._k = k

    @types.DynamicClassAttribute
    def kind(self):
        "The kind of this thing."
        return f'instance kind {self._k}'

    @kind.setter
    def kind(self, v):
        self._k = v


t = Thing('a')
print(t.kind)
t.kind = 'b'
print(t.kind)
print(Thing.kind)
print(Thing.__dict__['kind'].__doc__)

# ---- expected stdout ----
# instance kind a
# instance kind b
# class-level kind
# The kind of this thing.
