def make(v):
    class K:
        value = v
        def get(self):
            return v
    return K
