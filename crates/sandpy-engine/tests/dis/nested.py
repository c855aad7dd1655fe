def a():
    def b():
        def c():
            return x
        x = 1
        return c
    return b
